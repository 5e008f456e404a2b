import { dirname, relative } from 'node:path';
import { notARitualReason } from '../../ritual/kind.js';
import { type Io, useColour } from '../../io/io.js';
import { firstMissingFolder } from '../../vault/writable.js';
import { lackingParts } from './check-vault.js';
import { printResult } from '../json.js';
import type { SearchDir } from '../../ritual/discover.js';
import { discoverRituals, findRitual, searchPath } from '../../ritual/discover.js';
import type { Diagnostic, Ritual } from '../../ritual/types.js';
import { locateVault, userConfigPath, userDateOrder } from '../../vault/locate.js';
import type { DateOrder } from '../../time/types.js';
import { loadVaultConfig, parseVaultConfig, type VaultConfig } from '../../vault/config.js';
import { loadCatalogue } from '../../plan/catalogue.js';
import type { Catalogue } from '../../plan/catalogue-types.js';
import { lintCatalogueRefs, planNeeds } from '../../plan/planner.js';
import type { NamedTerm } from '../../need/types.js';
import { defaultCacheDir } from '../../gather/search/store.js';
import { resolveWriteTargets } from '../../plan/targets.js';
import { checkOf, preflightSentences } from '../../ritual/preflight.js';
import type { Plan, PlannedNeed, Task } from '../../plan/types.js';
import { describeNeed } from '../../plan/describe.js';
import { parseNow, resolveTime } from '../../time/resolve.js';
import { BadInputError, EXIT, quote } from '../../errors.js';
import { oneLineSafe as shown } from '../../text/line.js';

export interface CheckOptions {
  vault?: string;
  skills?: string[];
  now?: string;
  when?: string;
  json?: boolean;
  offline?: boolean;
  refresh?: boolean;
}

export interface CheckReport {
  name: string;
  path: string;
  sampleTarget: string;
  sections: { heading: string; line: number; phase: string; reason: string }[];
  needs: {
    text: string;
    line: number;
    status: PlannedNeed['status'];
    source: PlannedNeed['source'];
    /** How it was read, in one line (the same words as plan.md). */
    reading: string;
    asks: PlannedNeed['asks'];
    taskIds: string[];
    unexplained: string[];
    reason?: string;
    suggestions?: string[];
  }[];
  /** The tasks the needs became: "resolve-references#people 2026-11-01..2026-11-30 after daily-notes". */
  tasks: { id: string; plan: string }[];
  writes: { sentence: string; target: string; mode: string }[];
  /** The preflight sentences; `check` names the check an offline run makes for it (docs/writing-rituals.md). */
  preflight: { sentence: string; check?: string }[];
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
}

/** The vault's place in a check without one (bundled rituals checked with no vault configured). */
const NO_VAULT = '<vault>';

/** Daily notes over more than about a quarter, or a glob over everything, read most of a vault. */
const BROAD_DAYS = 92;

/**
 * How many notes a resolve task reads one per day of its range. The built-in references handler does that only for
 * daily archives: weekly to yearly archives are one note per period (a year of monthly archives is 12 notes), and
 * people and projects read the notes of the tasks they depend on, which are counted there. Other resolve
 * sub-skills are opaque, so their days count.
 */
function dailyReads(t: Task): number {
  if (t.kind !== 'resolve' || !t.days) return 0;
  if (t.runner.type === 'builtin' && t.runner.handler === 'references') {
    return t.params.kind === 'periodic' && t.params.period === 'daily' ? t.days.length : 0;
  }
  return t.days.length;
}

/** The ritual lines behind a task: its own needs, or, for a task made only as a dependency, the needs of its dependants. */
function needLines(t: Task, plan: Plan): number[] {
  const needs = t.needs.length > 0 ? t.needs : plan.tasks.filter((d) => d.dependsOn.includes(t.id)).flatMap((d) => d.needs);
  return needs.map((i) => plan.needs[i]!.line);
}

function planDiagnostics(ritual: Ritual, plan: Plan): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const n of plan.needs) {
    const hint = n.suggestions?.length ? `; phrasings that work: ${n.suggestions.join(', ')}` : '';
    if (n.status === 'unmatched' && n.unexplained.length === 0) {
      out.push({
        severity: 'warning',
        code: 'need-empty',
        path: ritual.path,
        line: n.line,
        message: `need "${n.text}" says nothing to gather: it has only filler words`,
      });
    } else if (n.status === 'unmatched') {
      out.push({
        severity: 'warning',
        code: 'need-unmatched',
        path: ritual.path,
        line: n.line,
        message: `need "${n.text}" is not understood: ${n.reason}${hint}`,
      });
    } else if (n.status === 'partly') {
      out.push({
        severity: 'warning',
        code: 'need-partly',
        path: ritual.path,
        line: n.line,
        message: `need "${n.text}" is only partly understood: ${n.unexplained.map((w) => `"${w}"`).join(', ')} not read, so not gathered${hint}`,
      });
    }
  }
  for (const t of plan.tasks) {
    const days = dailyReads(t);
    const broad =
      days > BROAD_DAYS
        ? `${days} days of notes`
        : t.params.pattern && /^\*\*/.test(String(t.params.pattern))
          ? `the pattern ${String(t.params.pattern)}`
          : undefined;
    if (broad) {
      const lines = needLines(t, plan);
      out.push({
        severity: 'warning',
        code: 'need-broad',
        path: ritual.path,
        ...(lines[0] ? { line: lines[0] } : {}),
        message: `task ${t.id} would read ${broad}: most of the vault; narrow the need's scope`,
      });
    }
  }
  return out;
}

/** `planned`: the plan with readings beyond the rules (cached or Claude's), when the caller has made one. */
export function checkReport(
  ritual: Ritual,
  catalogue: Catalogue,
  config: VaultConfig,
  vault: string,
  now: Date,
  when = '',
  dateOrder?: DateOrder,
  planned?: Plan,
): CheckReport {
  const resolution = planned?.resolution ?? resolveTime(when, now, { dateOrder });
  const plan = planned ?? planNeeds(ritual.name, ritual.needs, resolution, catalogue, { recentDays: config.needs.recentDays });
  const { targets, unresolved } = resolveWriteTargets({ ritual, resolution, catalogue, vault, config, plan });
  const diagnostics = [...ritual.diagnostics, ...planDiagnostics(ritual, plan)];
  const hasWrite = ritual.sections.some((s) => s.phase === 'write');
  // Errors are what makes a ritual unable to do its job: a write phase that can never write, a ritual with nothing in it.
  if (hasWrite && targets.length === 0) {
    diagnostics.push({
      severity: 'error',
      code: 'write-no-target',
      path: ritual.path,
      message: 'the write phase names no vault note we can resolve, so nothing can ever be written (say e.g. "Write the plan to Today.md")',
    });
  }
  // What `run` refuses (src/ritual/kind.ts: no section a heading names needs, a conversation or a write), check calls
  // an error: an Agent Skill, a command file, or a ritual with nothing in it.
  const refused = notARitualReason(ritual);
  if (refused) diagnostics.push({ severity: 'error', code: 'not-a-ritual', path: ritual.path, message: `this file is ${refused}` });
  for (const s of unresolved) {
    diagnostics.push({
      severity: 'warning',
      code: 'write-unresolved',
      path: ritual.path,
      message: `write sentence names no known note: "${s}"`,
    });
  }
  // A part the ritual reads that the vault does not have: said now, with how to add it.
  if (vault !== NO_VAULT) diagnostics.push(...lackingParts(ritual, plan, config, vault));
  // A write into a folder tree the vault does not have is most often a layout that is not the vault's own.
  if (vault !== NO_VAULT) {
    const warned = new Set<string>();
    for (const t of targets) {
      const top = t.path === undefined ? undefined : firstMissingFolder(dirname(t.path));
      if (!t.path || !top?.startsWith(`${vault}/`) || warned.has(top)) continue;
      warned.add(top);
      diagnostics.push({
        severity: 'warning',
        code: 'write-new-folder',
        path: ritual.path,
        message: `writing ${relative(vault, t.path)} will create the folder ${relative(vault, top)}/, which the vault does not have; if these notes live elsewhere, set it in .skill/config.yaml (\`skill layout\` shows the layout)`,
      });
    }
  }
  return {
    name: ritual.name,
    path: ritual.path,
    sampleTarget: `${resolution.relative} = ${resolution.start}${resolution.end !== resolution.start ? ` to ${resolution.end}` : ''}`,
    sections: ritual.sections.map((s) => ({ heading: s.heading, line: s.line, phase: s.phase, reason: s.reason })),
    needs: plan.needs.map((n) => ({
      text: n.text,
      line: n.line,
      status: n.status,
      source: n.source,
      reading: describeNeed(n),
      asks: n.asks,
      taskIds: n.taskIds,
      unexplained: n.unexplained,
      ...(n.reason ? { reason: n.reason } : {}),
      ...(n.suggestions?.length ? { suggestions: n.suggestions } : {}),
    })),
    tasks: plan.tasks.map((t) => ({
      id: t.id,
      plan: `${t.sub}#${t.entry}${t.range ? ` ${t.range.start}..${t.range.end}` : ''}${t.dependsOn.length ? ` after ${t.dependsOn.join(', ')}` : ''}`,
    })),
    writes: targets.map((t) => ({
      sentence: t.sentence,
      target:
        t.path ?? `every ${t.label} note the run finds (${t.collection?.taskId ? `task ${t.collection.taskId}` : 'no matching need'})`,
      mode: t.mode,
    })),
    preflight: preflightSentences(ritual).map((sentence) => {
      const check = checkOf(sentence);
      return { sentence, ...(check ? { check: `${check.kind}: ${check.note}, ${check.period}` } : {}) };
    }),
    diagnostics,
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
  };
}

/** Every text from the ritual's file is printed with its control characters escaped (`shown`); only our colours act. */
function renderReport(r: CheckReport, colour: boolean): string {
  const paint = (code: string, s: string) => (colour ? `\x1b[${code}m${s}\x1b[0m` : s);
  const out: string[] = [`${paint('1', shown(r.name))}  ${shown(r.path)}`];
  out.push('  sections');
  for (const s of r.sections)
    out.push(`    ${String(s.line).padStart(4)}  ${shown(s.heading).padEnd(28)} ${s.phase.padEnd(9)} (${s.reason})`);
  out.push(`  needs (${r.needs.length}; planned for ${r.sampleTarget})`);
  const colourOf = { understood: '32', partly: '33', unmatched: '31' } as const;
  for (const n of r.needs) {
    const [mark, ...rest] = n.reading.split(' ');
    out.push(`    ${String(n.line).padStart(4)}  ${paint(colourOf[n.status], mark!)} ${shown(n.text)}`);
    out.push(`          ${shown(rest.join(' '))}`);
  }
  if (r.writes.length) {
    out.push('  writes');
    for (const w of r.writes) out.push(`          ${w.mode.padEnd(7)} ${shown(w.target)}`);
  }
  if (r.preflight.length) {
    out.push('  preflight');
    for (const p of r.preflight)
      out.push(`          ${p.check ? `${paint('32', '✓')} checked offline (${p.check})` : '· for Claude only'}: ${shown(p.sentence)}`);
  }
  if (r.diagnostics.length) {
    out.push('  diagnostics');
    for (const d of r.diagnostics) {
      const where = d.line ? `:${d.line}` : '';
      const sev = d.severity === 'error' ? paint('31', 'error') : paint('33', 'warning');
      out.push(`    ${sev}  ${shown(d.message)}  [${d.code}${where}]`);
    }
  }
  const verdict = r.errors ? paint('31', `${r.errors} error(s)`) : r.warnings ? paint('33', `${r.warnings} warning(s)`) : paint('32', 'ok');
  out.push(`  ${verdict}`);
  return `${out.join('\n')}\n`;
}

/** What checking needs, from the flags: `skill list --json` uses the same, so its counts are check's. */
export interface Checker {
  dirs: SearchDir[];
  /** Catalogue problems, as check lists them under "unreadable". */
  problems: { path: string; error: string }[];
  report(ritual: Ritual): Promise<CheckReport>;
}

export function checker(io: Io, opts: CheckOptions): Checker {
  const now = opts.now === undefined ? new Date() : parseNow(opts.now);
  const vault = locateVault({ flag: opts.vault, env: io.env, cwd: io.cwd });
  const config = vault ? loadVaultConfig(vault) : parseVaultConfig(undefined, undefined, NO_VAULT);
  const dirs = searchPath({ skillsDirs: opts.skills, vault, vaultSkills: vault ? config.layout.skills : undefined, env: io.env });
  const catalogue = loadCatalogue(dirs);
  const dateOrder = userDateOrder(io.env);
  const resolution = resolveTime(opts.when ?? '', now, { dateOrder, userConfig: userConfigPath(io.env) });
  // The vault's own terms, read once for every ritual checked.
  let terms: NamedTerm[] | undefined;
  return {
    dirs,
    problems: [...catalogue.problems, ...lintCatalogueRefs(catalogue)].map((p) => ({ path: p.path, error: p.message })),
    // Needs are read as a run reads them: the rules, cached readings, and with a key (not --offline) Claude.
    report: async (r: Ritual) => {
      const { planRitual } = await import('../../run/readings.js');
      const { termsOfVault } = await import('../../run/vault-terms.js');
      terms ??= vault ? await termsOfVault(vault, config, io.signal, defaultCacheDir(io.env)) : [];
      const plan = await planRitual({
        ritual: r,
        resolution,
        catalogue,
        config,
        vault,
        env: io.env,
        signal: io.signal,
        offline: opts.offline,
        refresh: opts.refresh,
        terms,
      });
      return checkReport(r, catalogue, config, vault ?? NO_VAULT, now, opts.when, dateOrder, plan);
    },
  };
}

/** `skill check [ritual] [when...]`: the time as words after the ritual, as `run` takes it, or with --when. */
export async function handleCheck(io: Io, target: string | undefined, when: string[], opts: CheckOptions): Promise<number> {
  if (when.length > 0 && opts.when !== undefined) {
    throw new BadInputError(`the time is given twice: ${quote(when.join(' '))} and --when ${quote(opts.when)}; give one`);
  }
  const { dirs, problems, report } = checker(io, when.length > 0 ? { ...opts, when: when.join(' ') } : opts);
  const reports: CheckReport[] = [];
  const unreadable = [...problems];
  if (target !== undefined) {
    reports.push(await report(findRitual(target, dirs)));
  } else {
    for (const f of discoverRituals(dirs)) {
      if (f.shadowedBy) continue;
      if (f.ritual) reports.push(await report(f.ritual));
      else unreadable.push({ path: f.path, error: f.error ?? 'unreadable' });
    }
  }
  const failed = unreadable.length > 0 || reports.some((r) => r.errors > 0);
  if (opts.json) {
    // One shape with or without a ritual named, so a script reads it one way.
    const errors = reports.reduce((n, r) => n + r.errors, 0) + unreadable.length;
    printResult(io.stdout, { rituals: reports, unreadable, errors, warnings: reports.reduce((n, r) => n + r.warnings, 0) });
  } else {
    const colour = useColour(io.stdout, io.env);
    io.stdout.write(reports.map((r) => renderReport(r, colour)).join('\n'));
    for (const u of unreadable) io.stdout.write(`\n${shown(u.path)}\n  error  ${shown(u.error)}\n`);
  }
  return failed ? EXIT.failure : EXIT.ok;
}
