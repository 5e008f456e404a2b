/**
 * `skill layout` (alias `skill init`): the vault's layout part by part — working notes, daily…yearly notes, people,
 * projects, directives, calendars, templates, rituals — with what is on disk and where each part came from.
 * `--write` saves it as `.skill/config.yaml` (never over an existing one). Exit 1 when a folder the layout names is
 * missing, so a script can tell.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stringify } from 'yaml';
import { BadInputError, EXIT } from '../../errors.js';
import { CONFIG_RELATIVE_PATH, loadVaultConfig, type VaultConfig } from '../../vault/config.js';
import { NOTE_KINDS, PERIOD_KINDS } from '../../vault/layout-config.js';
import { describeSpec, type PeriodKind } from '../../vault/periodic-spec.js';
import { periodicFolder, workingNote } from '../../vault/layout.js';
import { loadTemplate } from '../../vault/templates.js';
import { tokenize } from '../../vault/date-format.js';
import { walkFiles } from '../../vault/walk.js';
import { localDateOf } from '../../time/calendar.js';
import { parseNow } from '../../time/resolve.js';
import { requireVault } from '../../vault/locate.js';
import { type Io, printJson } from '../../io/io.js';

export interface LayoutOptions {
  vault?: string;
  now?: string;
  write?: boolean;
  json?: boolean;
}

export interface LayoutLine {
  part: string;
  status: 'ok' | 'missing' | 'note';
  what: string;
  found: string;
  from: string;
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
export function layoutReport(vault: string, config: VaultConfig, today: string): LayoutLine[] {
  const { layout } = config;
  const lines: LayoutLine[] = [];
  const folderLine = (part: string, rel: string, from: string, noun: string) => {
    const abs = join(vault, rel);
    if (!isDir(abs)) lines.push({ part, status: 'missing', what: `${rel}/`, found: 'folder does not exist', from });
    else lines.push({ part, status: 'ok', what: `${rel}/`, found: count(walkFiles(abs).length, noun), from });
  };

  if (layout.workingNotes === 'captive') {
    const present = NOTE_KINDS.filter((k) => existsSync(join(vault, layout.captive[k])));
    const folder = layout.captive.today.split('/').slice(0, -1).join('/');
    lines.push({
      part: 'working notes', status: isDir(join(vault, folder)) ? 'ok' : 'missing', what: NOTE_KINDS.map((k) => layout.captive[k].split('/').pop()).join(', ') + ` in ${folder || '(vault root)'}/`,
      found: isDir(join(vault, folder)) ? `${present.length} of ${NOTE_KINDS.length} exist` : 'folder does not exist', from: layout.origins.workingNotes,
    });
  } else {
    const today_ = workingNote(vault, layout, 'today', today);
    lines.push({ part: 'working notes', status: 'note', what: 'the periodic notes (Today.md → the day\'s daily note, Week.md → the weekly note, …)', found: `today: ${relative(vault, today_.path)}`, from: layout.origins.workingNotes });
  }
  for (const period of PERIOD_KINDS) {
    const spec = layout.periodic[period];
    const folder = periodicFolder(spec);
    const exists = isDir(join(vault, folder));
    const template = loadTemplate(vault, spec, layout.templates);
    const templateWords = template ? ('problem' in template ? `; template ${template.path}: ${template.problem}` : `; template ${template.path}`) : '';
    lines.push({
      part: `${period} notes`, status: exists ? 'ok' : 'missing', what: describeSpec(spec),
      found: (exists ? count(walkFiles(join(vault, folder)).length, 'note') + ` under ${folder || '(vault root)'}/` : `folder ${folder} does not exist`) + templateWords,
      from: layout.origins[period as PeriodKind],
    });
    if (template && 'problem' in template) lines[lines.length - 1]!.status = 'missing';
  }
  folderLine('people', layout.people, layout.origins.people, 'person note');
  folderLine('projects', layout.projects, layout.origins.projects, 'project note');
  folderLine('directives', layout.directives, layout.origins.directives, 'directive');
  config.calendars.forEach((c) => {
    if (c.type === 'command') lines.push({ part: 'calendar', status: 'note', what: `${c.name}: ${c.command.join(' ')}`, found: 'a command (run when a ritual needs it)', from: config.file ?? 'built-in' });
    else {
      const there = existsSync(c.path);
      const files = there && isDir(c.path) ? readdirSync(c.path).filter((f) => f.toLowerCase().endsWith('.ics')).length : there ? 1 : 0;
      lines.push({ part: 'calendar', status: there ? 'ok' : config.file ? 'missing' : 'note', what: relative(vault, c.path) || c.path, found: there ? count(files, '.ics file') : 'not there (no calendar)', from: config.file ? `${config.file} (calendars)` : 'built-in layout' });
    }
  });
  if (layout.templates) folderLine('templates', layout.templates, layout.origins.templates, 'template');
  else lines.push({ part: 'templates', status: 'note', what: '(none)', found: '', from: layout.origins.templates });
  const ritualsAt = join(vault, layout.skills);
  lines.push({ part: 'rituals', status: 'note', what: `${layout.skills}/`, found: isDir(ritualsAt) ? 'folder exists' : 'no folder yet (skill new creates it)', from: layout.origins.skills });
  const localeWeeks = PERIOD_KINDS.filter((p) => {
    const spec = layout.periodic[p];
    return spec.syntax === 'moment' && tokenize(spec.format).some((t) => !t.literal && /^(w|wo|ww|gg|gggg|ggggg|e)$/.test(t.text));
  });
  lines.push({
    part: 'week numbers', status: 'note', what: `locale ${layout.date.locale}${layout.date.weekStart !== undefined ? `, weeks start on day ${layout.date.weekStart} (0 = Sunday)` : ''}`,
    found: localeWeeks.length ? `used by the ${localeWeeks.join(', ')} note names (locale weeks: ww, gggg)` : 'no note name uses a locale week', from: layout.origins.locale,
  });
  for (const w of config.warnings) lines.push({ part: 'warning', status: 'missing', what: w, found: '', from: '' });
  return lines;
}

/** The layout as `.skill/config.yaml` would say it. */
export function layoutYaml(config: VaultConfig): string {
  const { layout } = config;
  const periodic: Record<string, unknown> = {};
  for (const period of PERIOD_KINDS) {
    const spec = layout.periodic[period];
    periodic[period] = spec.syntax === 'placeholders' ? spec.pattern : { folder: spec.folder, format: spec.format, ...(spec.template ? { template: spec.template } : {}) };
  }
  const data = {
    layout: {
      working_notes: layout.workingNotes,
      ...(layout.workingNotes === 'captive' ? { captive: layout.captive } : {}),
      periodic,
      directives: layout.directives,
      projects: layout.projects,
      people: layout.people,
      archive: layout.archive,
      ...(layout.templates ? { templates: layout.templates } : {}),
      ...(layout.skills !== '.skill/skills' ? { skills: layout.skills } : {}),
      locale: layout.date.locale,
    },
  };
  return `# Written by skill layout --write from what it found (docs/config.md). Edit freely.\n${stringify(data)}`;
}

export function handleLayout(io: Io, opts: LayoutOptions): number {
  const now = opts.now === undefined ? new Date() : parseNow(opts.now);
  const vault = requireVault({ flag: opts.vault, env: io.env, cwd: io.cwd });
  const config = loadVaultConfig(vault);
  const lines = layoutReport(vault, config, localDateOf(now));
  let written: string | undefined;
  if (opts.write) {
    const file = join(vault, CONFIG_RELATIVE_PATH);
    mkdirSync(dirname(file), { recursive: true });
    try {
      // 'wx': the check and the write are one step, so an existing config is never overwritten.
      writeFileSync(file, layoutYaml(config), { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new BadInputError(`${file} already exists; not overwriting it (edit it, or move it away and run skill layout --write again)`);
      throw err;
    }
    written = file;
  }
  const missing = lines.filter((l) => l.status === 'missing').length;
  if (opts.json) {
    printJson(io.stdout, { vault, config: config.file ?? null, lines, written: written ?? null });
    return missing ? EXIT.failure : EXIT.ok;
  }
  io.stdout.write(`Vault: ${vault}\n`);
  io.stdout.write(`Config: ${config.file ?? `none (${CONFIG_RELATIVE_PATH} does not exist)`}\n\n`);
  const width = Math.max(...lines.map((l) => l.part.length));
  for (const l of lines) {
    const mark = l.status === 'ok' ? '✓' : l.status === 'missing' ? '✗' : '·';
    io.stdout.write(`${mark} ${l.part.padEnd(width)}  ${l.what}${l.found ? ` — ${l.found}` : ''}\n`);
    // An origin that is a finding ("found: …", "assumed: …", "no … folder") reads as it is; a source reads "from …".
    if (l.from) io.stdout.write(`  ${''.padEnd(width)}  ${/^(found|assumed|no |none)/.test(l.from) ? l.from : `from ${l.from}`}\n`);
  }
  if (written) io.stdout.write(`\nWrote ${written}\n`);
  else if (!config.file) io.stdout.write(`\nNothing was written. skill layout --write saves this as ${CONFIG_RELATIVE_PATH}.\n`);
  return missing ? EXIT.failure : EXIT.ok;
}
