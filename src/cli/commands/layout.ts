/**
 * `skill layout` (alias `skill init`): the vault's layout part by part — working notes, daily…yearly notes, people,
 * projects, directives, calendars, templates, rituals — with what is on disk and where each part came from.
 * `--write` saves what was found as `.skill/config.yaml` (never over an existing one; what was not found is written
 * commented out, vault/layout-yaml.ts). Exit 0 when the vault is usable: a part the vault does not have (no
 * directives, no meetings, no weekly notes) is information, and a setting that cannot be used is a warning with that
 * part left out. Exit 1 only when something `.skill/config.yaml` or a template setting names is not there, so a
 * script can tell; with --write, 0 once the file is written.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { confineRead } from '../../vault/confine.js';
import { dirname, join, relative } from 'node:path';
import { BadInputError, EXIT } from '../../errors.js';
import { CONFIG_RELATIVE_PATH, loadVaultConfig, type VaultConfig } from '../../vault/config.js';
import { NOTE_KINDS, PERIOD_KINDS } from '../../vault/layout-config.js';
import { describeSpec, type PeriodKind } from '../../vault/periodic-spec.js';
import { periodicFolder, workingNote } from '../../vault/layout.js';
import { loadTemplate } from '../../vault/templates.js';
import { tokenize } from '../../vault/date-format.js';
import { walkFiles } from '../../vault/walk.js';
import { layoutFile, type MeToWrite } from '../../vault/layout-yaml.js';
import { evidenceOf, whoIsMe, type WhoIsMe } from '../../gather/calendar/me.js';
import { diskProbe } from '../../vault/layout-probe.js';
import { loadProfile } from '../../vault/profile-load.js';
import type { VaultProfile } from '../../vault/profile.js';
import { defaultCacheDir } from '../../cache/dir.js';
import { periodNotes, profileJson, profileLines, type LayoutLine } from './layout-profile.js';

export type { LayoutLine };
import { localDateOf } from '../../time/calendar.js';
import { parseNow } from '../../time/resolve.js';
import { requireVault } from '../../vault/locate.js';
import type { Io } from '../../io/io.js';
import { printResult } from '../json.js';

export interface LayoutOptions {
  vault?: string;
  now?: string;
  write?: boolean;
  json?: boolean;
}

const isDir = (p: string) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report, one line per part. Reads the disk (counts), changes nothing. */
/**
 * One period's line: its pattern, how many notes follow it, its template. A folder that does not exist yet is
 * information (Obsidian makes it with the first note); a template a setting names that cannot be read is a fault.
 */
function periodLine(vault: string, config: VaultConfig, notes: readonly string[], period: PeriodKind): LayoutLine {
  const { layout } = config;
  const spec = layout.periodic[period];
  const folder = periodicFolder(spec);
  const n = periodNotes(notes, spec);
  const template = loadTemplate(vault, spec, layout.templates);
  const templateWords = template
    ? 'problem' in template
      ? `; template ${template.path}: ${template.problem}`
      : `; template ${template.path}`
    : '';
  const source = layout.periodicSource?.[period] ?? 'built-in';
  const where = folder || '(vault root)';
  const found =
    n > 0
      ? `${count(n, 'note')} in ${where}/`
      : source === 'beside-daily' || source === 'built-in'
        ? `no ${period} notes in this vault; new ones would go to ${where}/`
        : isDir(join(vault, folder))
          ? `no notes yet in ${where}/`
          : `no notes yet (${where}/ is made with the first)`;
  return {
    part: `${period} notes`,
    status: template && 'problem' in template ? 'warning' : n > 0 ? 'ok' : 'note',
    what: describeSpec(spec),
    found: found + templateWords,
    from: layout.origins[period],
  };
}

/** Who "me" is in the calendars: configured, discovered (a guess, with its evidence), or not known (and why). */
function meLine(me: WhoIsMe, configFile: string | undefined): LayoutLine {
  if (me.source === 'config')
    return {
      part: 'me',
      status: 'ok',
      what: [...me.user.emails, ...me.user.names].join(', '),
      found: '',
      from: `${configFile ?? '.skill/config.yaml'} (me)`,
    };
  const d = me.discovery;
  if (!d.email)
    return {
      part: 'me',
      status: 'note',
      what: 'not known',
      found: evidenceOf(d),
      from: 'none: set me: in .skill/config.yaml so your own events and 1:1s are told apart',
    };
  return {
    part: 'me',
    status: 'note',
    what: evidenceOf(d),
    found: '',
    from: 'found in the calendars (a guess: pin it with skill layout --write, or me: in .skill/config.yaml)',
  };
}

/** `me` in `skill layout --json` (docs/json.md). */
function meJson(me: WhoIsMe): { emails: string[]; names: string[]; source: 'config' | 'discovered' | 'none'; evidence: string | null } {
  if (me.source === 'config') return { emails: me.user.emails, names: me.user.names, source: 'config', evidence: null };
  const d = me.discovery;
  return { emails: me.user.emails, names: me.user.names, source: d.email ? 'discovered' : 'none', evidence: evidenceOf(d) };
}

/** What --write pins for `me:`: the discovered address, marked as a guess; or why nothing was found, commented out. */
function meToWrite(me: WhoIsMe): MeToWrite {
  if (me.source === 'config') return { found: true, value: [...me.user.emails, ...me.user.names], note: 'from the config' };
  const d = me.discovery;
  if (!d.email) return { found: false, why: `not found: ${evidenceOf(d)}` };
  return { found: true, value: [d.email], note: `discovered: in ${d.events} of ${d.total} events of the calendars (a guess: check it)` };
}

export function layoutReport(
  vault: string,
  config: VaultConfig,
  today: string,
  profile: VaultProfile,
  notes: readonly string[] = [],
  me?: WhoIsMe,
): LayoutLine[] {
  const { layout } = config;
  const lines: LayoutLine[] = [];
  const folderLine = (part: string, rel: string, from: string, noun: string) => {
    const abs = join(vault, rel);
    if (!isDir(abs)) lines.push({ part, status: 'missing', what: `${rel}/`, found: 'folder does not exist', from });
    else lines.push({ part, status: 'ok', what: `${rel}/`, found: count(walkFiles(abs).length, noun), from });
  };

  lines.push(workingNotesLine(vault, layout, today));
  for (const period of PERIOD_KINDS) lines.push(periodLine(vault, config, notes, period));
  // A kind's folder the config names that is not there is the config's fault (✗, exit 1), not a kind the vault lacks.
  for (const line of profileLines(profile)) {
    const kind = line.part as 'people' | 'projects' | 'meetings';
    if (layout.configured?.[kind] && !isDir(join(vault, layout[kind])))
      Object.assign(line, { status: 'missing', what: `${layout[kind]}/`, found: 'folder does not exist' });
    lines.push(line);
  }
  if (isDir(join(vault, layout.directives))) folderLine('directives', layout.directives, layout.origins.directives, 'directive');
  else {
    // Directives are the one part only this tool reads: a vault without them is the usual case, not a fault.
    const configured = layout.origins.directives.includes('(layout.');
    lines.push({
      part: 'directives',
      status: configured ? 'missing' : 'note',
      what: configured ? `${layout.directives}/` : 'not in this vault',
      found: configured ? 'folder does not exist' : `add notes to ${layout.directives}/, or set layout.directives in .skill/config.yaml`,
      from: layout.origins.directives,
    });
  }
  lines.push(...calendarLines(vault, config));
  if (me) lines.push(meLine(me, config.file));
  if (layout.templates) folderLine('templates', layout.templates, layout.origins.templates, 'template');
  else lines.push({ part: 'templates', status: 'note', what: '(none)', found: '', from: layout.origins.templates });
  const inbox = layout.inbox;
  lines.push(
    inbox
      ? {
          part: 'inbox',
          status: 'note',
          what: `${inbox.folder}/`,
          found: isDir(join(vault, inbox.folder)) ? 'where new notes land' : 'where new notes land (made with the first)',
          from: inbox.origin,
        }
      : {
          part: 'inbox',
          status: 'note',
          what: 'none in this vault',
          found: '',
          from: 'no app.json newFileFolderPath, no folder named Inbox',
        },
  );
  const ritualsAt = join(vault, layout.skills);
  lines.push({
    part: 'rituals',
    status: 'note',
    what: `${layout.skills}/`,
    found: isDir(ritualsAt) ? 'folder exists' : 'no folder yet (skill new creates it)',
    from: layout.origins.skills,
  });
  lines.push(weekNumbersLine(layout));
  // A setting that cannot be used is said, and that part is left out; the rest of the vault is usable.
  for (const w of config.warnings) lines.push({ part: 'warning', status: 'warning', what: w, found: '', from: '' });
  return lines;
}

/** Where the working notes (Today.md, Week.md…) are: their folder, or the periodic notes they stand for. */
function workingNotesLine(vault: string, layout: VaultConfig['layout'], today: string): LayoutLine {
  if (layout.workingNotes === 'captive') {
    const present = NOTE_KINDS.filter((k) => existsSync(join(vault, layout.captive[k])));
    const folder = layout.captive.today.split('/').slice(0, -1).join('/');
    return {
      part: 'working notes',
      status: isDir(join(vault, folder)) ? 'ok' : 'missing',
      what: `${NOTE_KINDS.map((k) => layout.captive[k].split('/').pop()).join(', ')} in ${folder || '(vault root)'}/`,
      found: isDir(join(vault, folder)) ? `${present.length} of ${NOTE_KINDS.length} exist` : 'folder does not exist',
      from: layout.origins.workingNotes,
    };
  }
  const today_ = workingNote(vault, layout, 'today', today);
  return {
    part: 'working notes',
    status: 'note',
    what: "the periodic notes (Today.md → the day's daily note, Week.md → the weekly note, …)",
    found: `today: ${relative(vault, today_.path)}`,
    from: layout.origins.workingNotes,
  };
}

/** Each calendar the config names (or the default folder): a command, or .ics files and whether they are there. */
function calendarLines(vault: string, config: VaultConfig): LayoutLine[] {
  return config.calendars.map((c): LayoutLine => {
    if (c.type === 'command')
      return {
        part: 'calendar',
        status: 'note',
        what: `${c.name}: ${c.command.join(' ')}`,
        found: 'a command (run when a ritual needs it)',
        from: config.file ?? 'built-in',
      };
    const there = existsSync(c.path);
    const files = there && isDir(c.path) ? readdirSync(c.path).filter((f) => f.toLowerCase().endsWith('.ics')).length : there ? 1 : 0;
    return {
      part: 'calendar',
      status: there ? 'ok' : config.file ? 'missing' : 'note',
      what: relative(vault, c.path) || c.path,
      found: there ? count(files, '.ics file') : 'not there (no calendar)',
      from: config.file ? `${config.file} (calendars)` : 'built-in layout',
    };
  });
}

/** The locale of week numbers, and which note names use locale weeks. */
function weekNumbersLine(layout: VaultConfig['layout']): LayoutLine {
  const localeWeeks = PERIOD_KINDS.filter((p) => {
    const spec = layout.periodic[p];
    return spec.syntax === 'moment' && tokenize(spec.format).some((t) => !t.literal && /^(w|wo|ww|gg|gggg|ggggg|e)$/.test(t.text));
  });
  return {
    part: 'week numbers',
    status: 'note',
    what: `locale ${layout.date.locale}${layout.date.weekStart !== undefined ? `, weeks start on day ${layout.date.weekStart} (0 = Sunday)` : ''}`,
    found: localeWeeks.length
      ? `used by the ${localeWeeks.join(', ')} note names (locale weeks: ww, gggg)`
      : 'no note name uses a locale week',
    from: layout.origins.locale,
  };
}

export async function handleLayout(io: Io, opts: LayoutOptions): Promise<number> {
  const now = opts.now === undefined ? new Date() : parseNow(opts.now);
  const vault = requireVault({ flag: opts.vault, env: io.env, cwd: io.cwd });
  const config = loadVaultConfig(vault);
  const files = walkFiles(vault, { extension: '' });
  const notes = files.filter((f) => f.toLowerCase().endsWith('.md'));
  // Always looked at again: layout shows the notes as they are, and keeps that profile for the runs after it.
  const cacheDir = defaultCacheDir(io.env);
  const profile = loadProfile(vault, config.layout, { files, cacheDir, fresh: true });
  // Looked for again too, in every event of the calendars, and kept for the runs after it.
  const me = await whoIsMe(config, { vault, cacheDir, fresh: true, today: localDateOf(now), path: io.env.PATH });
  const lines = layoutReport(vault, config, localDateOf(now), profile, notes, me);
  let written: { file: string; set: string[]; notFound: string[] } | undefined;
  if (opts.write) {
    const file = join(vault, CONFIG_RELATIVE_PATH);
    // A .skill folder that is a symlink out of the vault is not the vault's: refused rather than written through.
    confineRead(file, [{ label: 'vault', path: vault }]);
    const saved = layoutFile(config.layout, diskProbe(vault).isDir, meToWrite(me));
    mkdirSync(dirname(file), { recursive: true });
    try {
      // 'wx': the check and the write are one step, so an existing config is never overwritten.
      writeFileSync(file, saved.text, { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST')
        throw new BadInputError(`${file} already exists; not overwriting it (edit it, or move it away and run skill layout --write again)`);
      throw err;
    }
    written = { file, set: saved.set, notFound: saved.notFound };
  }
  const missing = lines.filter((l) => l.status === 'missing').length;
  // Asked to write, and written: that succeeded. What was not found is in the file, commented out, and said below.
  const code = written ? EXIT.ok : missing ? EXIT.failure : EXIT.ok;
  if (opts.json) {
    printResult(io.stdout, {
      vault,
      config: config.file ?? null,
      ...profileJson(config, profile, notes),
      me: meJson(me),
      warnings: config.warnings,
      lines,
      written: written?.file ?? null,
      ...(written ? { settings: written.set, commented_out: written.notFound } : {}),
    });
    return code;
  }
  io.stdout.write(`Vault: ${vault}\n`);
  const configLine =
    config.file ??
    (written
      ? `none until now: ${CONFIG_RELATIVE_PATH} is written from what was found below`
      : `none (${CONFIG_RELATIVE_PATH} does not exist)`);
  io.stdout.write(`Config: ${configLine}\n\n`);
  const width = Math.max(...lines.map((l) => l.part.length));
  for (const l of lines) {
    const mark = l.status === 'ok' ? '✓' : l.status === 'missing' ? '✗' : l.status === 'warning' ? '⚠' : '·';
    io.stdout.write(`${mark} ${l.part.padEnd(width)}  ${l.what}${l.found ? ` — ${l.found}` : ''}\n`);
    // An origin that is a finding ("found: …", "assumed: …", "no … folder") reads as it is; a source reads "from …".
    if (l.from) io.stdout.write(`  ${''.padEnd(width)}  ${/^(found|assumed|no |none)/.test(l.from) ? l.from : `from ${l.from}`}\n`);
  }
  if (written) {
    const short = (k: string) => k.replace(/^layout\./, '');
    io.stdout.write(
      `\nWrote ${written.file}: ${written.set.length} setting${written.set.length === 1 ? '' : 's'} from what was found${written.set.length ? ` (${written.set.map(short).join(', ')})` : ''}.\n`,
    );
    if (written.notFound.length)
      io.stdout.write(
        `Left commented out, with why (not found, or assumed): ${written.notFound.map(short).join(', ')}. Set them there if yours are elsewhere.\n`,
      );
  } else if (!config.file)
    io.stdout.write(`\nNothing was written. skill layout --write saves what was found as ${CONFIG_RELATIVE_PATH}.\n`);
  return code;
}
