/**
 * The layout as `skill layout --write` saves it in `.skill/config.yaml`: only what was found is a setting — a part
 * Obsidian's settings name, or a folder that exists. A part that was not found (the built-in layout's name for a
 * folder the vault does not have) is written commented out, with a line saying why, so the person sees what to set
 * and nothing later blames the file for a folder it never chose. Pure: the disk is reached through `isDir`.
 */
import { posix } from 'node:path';
import { yamlLib } from '../yaml.js';
import { NOTE_KINDS, PERIOD_KINDS } from './layout-config.js';
import { BUILT_IN, DEFAULT_SKILLS_DIR, type Layout } from './layout-resolve.js';
import { periodicFolder } from './layout.js';
import { WEEKDAYS } from './obsidian.js';

/** One key of the file: a value that was found, one that was not (with why), or a mapping of more keys. */
type Part =
  | { key: string; value: unknown; found: true; note?: string }
  | { key: string; value: unknown; found: false; why: string }
  | { key: string; parts: Part[] };

export interface LayoutFile {
  text: string;
  /** The keys written as settings, and those left commented out (dotted paths: `layout.periodic.weekly`). */
  set: string[];
  notFound: string[];
}

function periodicPart(layout: Layout, period: (typeof PERIOD_KINDS)[number], isDir: (rel: string) => boolean): Part {
  const spec = layout.periodic[period];
  const value =
    spec.syntax === 'placeholders'
      ? spec.pattern
      : { folder: spec.folder, format: spec.format, ...(spec.template ? { template: spec.template } : {}) };
  const folder = periodicFolder(spec);
  // Beside the daily notes is where new notes would go, not a pattern the vault has: left to the vault.
  if (layout.periodicSource?.[period] === 'beside-daily')
    return {
      key: period,
      value,
      found: false,
      why: `not found: no ${period} notes or setting; new ones go beside the daily notes while this stays unset`,
    };
  if (layout.origins[period] !== BUILT_IN) return { key: period, value, found: true };
  if (isDir(folder)) return { key: period, value, found: true, note: `the folder ${folder} exists` };
  return {
    key: period,
    value,
    found: false,
    why: `not found: no Obsidian setting names these notes, and ${folder || 'the folder'} does not exist`,
  };
}

function folderPart(key: string, folder: string, origin: string, isDir: (rel: string) => boolean): Part {
  if (!isDir(folder)) return { key, value: folder, found: false, why: `not found: ${folder} does not exist` };
  return origin.startsWith('found:')
    ? { key, value: folder, found: true, note: 'the only folder named like it (a guess: check it)' }
    : { key, value: folder, found: true };
}

function parts(layout: Layout, isDir: (rel: string) => boolean): Part[] {
  const captiveFolder = posix.dirname(layout.captive.today);
  const out: Part[] = [];
  if (layout.workingNotes === 'captive' && isDir(captiveFolder)) {
    out.push({ key: 'working_notes', value: 'captive', found: true, note: `${captiveFolder} exists` });
    out.push({ key: 'captive', value: Object.fromEntries(NOTE_KINDS.map((k) => [k, layout.captive[k]])), found: true });
  } else {
    out.push({
      key: 'working_notes',
      value: layout.workingNotes,
      found: false,
      why: `left to the vault: while ${captiveFolder} does not exist, the periodic notes are the working notes`,
    });
  }
  out.push({ key: 'periodic', parts: PERIOD_KINDS.map((p) => periodicPart(layout, p, isDir)) });
  out.push(folderPart('people', layout.people, layout.origins.people, isDir));
  out.push(folderPart('projects', layout.projects, layout.origins.projects, isDir));
  out.push(folderPart('directives', layout.directives, layout.origins.directives, isDir));
  out.push(folderPart('meetings', layout.meetings, BUILT_IN, isDir));
  const archives = layout.archive.filter(isDir);
  out.push(
    archives.length
      ? { key: 'archive', value: archives, found: true }
      : {
          key: 'archive',
          value: layout.archive,
          found: false,
          why: `not found: ${layout.archive.join(', ')} does not exist (any folder named Archive counts anyway)`,
        },
  );
  out.push(
    layout.templates
      ? { key: 'templates', value: layout.templates, found: true }
      : { key: 'templates', value: 'Templates', found: false, why: 'not found: no templates folder is set in Obsidian' },
  );
  if (layout.skills !== DEFAULT_SKILLS_DIR) out.push({ key: 'skills', value: layout.skills, found: true });
  const localeFound = !layout.origins.locale.startsWith('assumed');
  out.push(
    localeFound
      ? { key: 'locale', value: layout.date.locale, found: true }
      : {
          key: 'locale',
          value: layout.date.locale,
          found: false,
          why: "assumed, not found: moment.js's default, as Obsidian in English; set it if your note names count weeks otherwise",
        },
  );
  if (layout.date.weekStart !== undefined) out.push({ key: 'week_start', value: WEEKDAYS[layout.date.weekStart], found: true });
  return out;
}

/** A part's lines at `indent`, commented out when it was not found; `path` collects what went where. */
function emit(part: Part, indent: string, path: string, file: LayoutFile): string[] {
  const key = `${path}.${part.key}`;
  if ('parts' in part) {
    const inner = part.parts.flatMap((p) => emit(p, `${indent}  `, key, file));
    const anyFound = part.parts.some((p) => !('found' in p) || p.found);
    return [anyFound ? `${indent}${part.key}:` : `${indent}# ${part.key}:`, ...inner];
  }
  const lines = yamlLib()
    .stringify({ [part.key]: part.value })
    .trimEnd()
    .split('\n');
  if (part.found) {
    file.set.push(key);
    if (part.note) lines[0] += `  # ${part.note}`;
    return lines.map((l) => `${indent}${l}`);
  }
  file.notFound.push(key);
  return [`${indent}# ${part.why}`, ...lines.map((l) => `${indent}# ${l}`)];
}

/** Who "me" is in the calendars, as `skill layout` found it: addresses to pin, or why none was found. */
export type MeToWrite = { found: true; value: string[]; note: string } | { found: false; why: string };

function meLines(me: MeToWrite | undefined, file: LayoutFile): string[] {
  if (!me) return [];
  const lines = yamlLib()
    .stringify({ me: me.found ? me.value : ['you@example.com'] })
    .trimEnd()
    .split('\n');
  if (me.found) {
    file.set.push('me');
    lines[0] += `  # ${me.note}`;
    return lines;
  }
  file.notFound.push('me');
  return [`# ${me.why}`, ...lines.map((l) => `# ${l}`)];
}

export function layoutFile(layout: Layout, isDir: (rel: string) => boolean, me?: MeToWrite): LayoutFile {
  const file: LayoutFile = { text: '', set: [], notFound: [] };
  const body = parts(layout, isDir).flatMap((p) => emit(p, '  ', 'layout', file));
  const meText = meLines(me, file);
  file.text = [
    '# Written by skill layout --write from what it found in this vault (docs/config.md). Edit freely.',
    '# What it did not find is commented out, with why: set it to your own folder, or leave it out and the',
    "# built-in layout (or what Obsidian's settings say, once they say it) is used.",
    `${file.set.some((k) => k.startsWith('layout.')) ? '' : '# '}layout:`,
    ...body,
    ...meText,
    '',
  ].join('\n');
  return file;
}
