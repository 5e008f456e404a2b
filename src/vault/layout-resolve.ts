/**
 * The vault's layout, part by part, from three sources, first wins: `.skill/config.yaml`, the vault's Obsidian
 * settings, the built-in layout (DESIGN.md). Every part says where it came from (`skill layout` shows it), and a
 * folder the built-in layout names that the vault does not have may be found by name instead — marked as found,
 * which is a guess. Pure: the disk is reached only through the probe it is given.
 */
import { posix } from 'node:path';
import { BadInputError } from '../errors.js';
import type { LayoutSettings, NoteKind } from './layout-config.js';
import { NOTE_KINDS, PERIOD_KINDS } from './layout-config.js';
import type { ObsidianSettings } from './obsidian.js';
import { chooseLocale } from './date-format.js';
import { checkMomentSpec, type DateLocale, type PeriodicSpec, type PeriodKind } from './periodic-spec.js';

/** The parts of a layout `skill layout` reports on, each with where it came from. */
export type LayoutPart = 'workingNotes' | PeriodKind | 'directives' | 'projects' | 'people' | 'templates' | 'skills' | 'locale';

export interface Layout {
  /** Working notes, one of each (vault-relative paths); used when `workingNotes` is 'captive'. */
  captive: Record<NoteKind, string>;
  /** 'periodic': the day's working note is the daily note of that day, the week's the weekly note, and so on. */
  workingNotes: 'captive' | 'periodic';
  /** How each period's note is named, and the template a new one starts from. */
  periodic: Record<PeriodKind, PeriodicSpec>;
  directives: string;
  projects: string;
  people: string;
  /** Meeting notes (vault-relative folder); notes marked as meetings in their frontmatter count wherever they are. */
  meetings: string;
  /** Folders whose notes are never "active"; any folder named Archive counts too. */
  archive: string[];
  /** Where templates live (core Templates or Templater), when known. */
  templates: string | undefined;
  /** The vault folder rituals may live in, besides `.skill/skills`. */
  skills: string;
  /** The moment locale of week numbers (ww, gggg) and names (ddd, MMMM). */
  date: DateLocale;
  origins: Record<LayoutPart, string>;
}

export const BUILT_IN = 'built-in layout';
export const DEFAULT_SKILLS_DIR = '.skill/skills';

export const DEFAULT_LAYOUT: Layout = {
  captive: {
    today: '00_Brain/Captive/Today.md',
    week: '00_Brain/Captive/Week.md',
    month: '00_Brain/Captive/Month.md',
    quarter: '00_Brain/Captive/Quarter.md',
    year: '00_Brain/Captive/Year.md',
  },
  workingNotes: 'captive',
  periodic: {
    daily: { syntax: 'placeholders', pattern: '00_Brain/Periodic/Daily/{date}.md' },
    weekly: { syntax: 'placeholders', pattern: '00_Brain/Periodic/Weekly/{week}.md' },
    monthly: { syntax: 'placeholders', pattern: '00_Brain/Periodic/Monthly/{month}.md' },
    quarterly: { syntax: 'placeholders', pattern: '00_Brain/Periodic/Quarterly/{quarter}.md' },
    yearly: { syntax: 'placeholders', pattern: '00_Brain/Periodic/Yearly/{year}.md' },
  },
  directives: '00_Brain/Systemic/Directives',
  projects: '01_Projects',
  people: '02_Areas/People',
  meetings: '02_Areas/Meetings',
  archive: ['04_Archive'],
  templates: undefined,
  skills: DEFAULT_SKILLS_DIR,
  date: { locale: 'en' },
  origins: {
    workingNotes: BUILT_IN, daily: BUILT_IN, weekly: BUILT_IN, monthly: BUILT_IN, quarterly: BUILT_IN, yearly: BUILT_IN,
    directives: BUILT_IN, projects: BUILT_IN, people: BUILT_IN, templates: 'none: no templates folder is set', skills: BUILT_IN,
    locale: 'assumed: moment.js\'s default "en" (weeks start on Sunday; week 1 holds January 1st), as Obsidian in English',
  },
};

/** What the layout may ask of the disk: whether a folder exists, and the vault's folders (vault-relative). */
export interface LayoutProbe {
  isDir(relative: string): boolean;
  folders(maxDepth: number): string[];
}

export interface LayoutSources {
  obsidian?: ObsidianSettings;
  probe?: LayoutProbe;
}

/** Folder names that hold people or projects in vaults people build themselves ("05 People", "2 - Projects"). */
const FOLDER_NAMES: Record<'people' | 'projects', RegExp> = {
  people: /^(people|persons|contacts)$/i,
  projects: /^(projects)$/i,
};

/** A folder's name without the ordering prefix people give folders: "05 People", "02_Areas", "1 - Projects". */
function bareName(folder: string): string {
  return posix.basename(folder).replace(/^[\p{N}\p{P}\p{S}\s]+/u, '').trim();
}

/** The one folder (up to three levels down) named like people or projects, or why there is none. */
function findFolder(probe: LayoutProbe, kind: 'people' | 'projects'): { folder: string } | { candidates: string[] } {
  const candidates = probe.folders(3).filter((f) => FOLDER_NAMES[kind].test(bareName(f)) && !f.split('/').some((p) => p.startsWith('.')));
  // A folder inside another candidate ("People/People") is the same place.
  const outermost = candidates.filter((c) => !candidates.some((o) => o !== c && c.startsWith(`${o}/`)));
  return outermost.length === 1 ? { folder: outermost[0]! } : { candidates: outermost.sort() };
}

export function resolveLayout(settings: LayoutSettings, configFile: string | undefined, sources: LayoutSources = {}): Layout {
  const fromConfig = (key: string) => `${configFile ?? '.skill/config.yaml'} (layout.${key})`;
  const origins = { ...DEFAULT_LAYOUT.origins };
  const obsidian = sources.obsidian;
  const probe = sources.probe;

  // A locale Obsidian's settings name is used as moment would use it ("en-US" → "en"); one moment does not have
  // at all leaves the default, and says so.
  const theirLocale = obsidian?.locale ? chooseLocale(obsidian.locale.locale) : undefined;
  const date: DateLocale = { locale: settings.locale ?? theirLocale ?? DEFAULT_LAYOUT.date.locale };
  const weekStart = settings.weekStart ?? obsidian?.weekStart?.day;
  if (weekStart !== undefined) date.weekStart = weekStart;
  if (settings.locale !== undefined) origins.locale = fromConfig('locale');
  else if (obsidian?.locale && theirLocale) origins.locale = `${obsidian.locale.origin}${theirLocale !== obsidian.locale.locale ? ` ("${obsidian.locale.locale}", which moment reads as "${theirLocale}")` : ''}`;
  else if (obsidian?.locale) origins.locale = `${DEFAULT_LAYOUT.origins.locale}; moment has no locale "${obsidian.locale.locale}" (${obsidian.locale.origin})`;
  if (settings.weekStart !== undefined) origins.locale += `; week start from ${fromConfig('week_start')}`;
  else if (obsidian?.weekStart) origins.locale += `; week start from ${obsidian.weekStart.origin}`;

  const periodic = { ...DEFAULT_LAYOUT.periodic };
  for (const kind of PERIOD_KINDS) {
    const own = settings.periodic[kind];
    const theirs = obsidian?.periodic[kind];
    if (own) {
      periodic[kind] = own;
      origins[kind] = fromConfig(`periodic.${kind}`);
    } else if (theirs) {
      const spec: PeriodicSpec = { syntax: 'moment', folder: theirs.folder, format: theirs.format, ...(theirs.template ? { template: theirs.template } : {}) };
      const problem = checkMomentSpec(spec, kind, date);
      if (problem) throw new BadInputError(`${theirs.origin}: ${problem}`);
      periodic[kind] = spec;
      origins[kind] = theirs.origin;
    }
  }

  const folder = (key: 'directives' | 'projects' | 'people'): string => {
    const own = settings[key];
    if (own !== undefined) {
      origins[key] = fromConfig(key);
      return own;
    }
    const builtIn = DEFAULT_LAYOUT[key];
    if (key === 'directives' || !probe || probe.isDir(builtIn)) return builtIn;
    const found = findFolder(probe, key);
    if ('folder' in found) {
      origins[key] = `found: the only folder named like ${key === 'people' ? 'People' : 'Projects'} (a guess; set layout.${key} to be sure)`;
      return found.folder;
    }
    if (found.candidates.length > 1) origins[key] = `${BUILT_IN}; several folders could be it (${found.candidates.join(', ')}): set layout.${key}`;
    return builtIn;
  };

  const captive = { ...DEFAULT_LAYOUT.captive, ...settings.captive };
  let workingNotes: Layout['workingNotes'] = 'captive';
  if (settings.workingNotes) {
    workingNotes = settings.workingNotes;
    origins.workingNotes = fromConfig('working_notes');
  } else if (Object.keys(settings.captive).length > 0) {
    origins.workingNotes = fromConfig('captive');
  } else if (probe) {
    const folders = [...new Set(NOTE_KINDS.map((k) => posix.dirname(captive[k])))];
    if (!folders.some((f) => probe.isDir(f))) {
      workingNotes = 'periodic';
      origins.workingNotes = `no ${folders.join(', ')} folder: the periodic notes are the working notes`;
    } else {
      origins.workingNotes = `${BUILT_IN} (${folders.join(', ')} exists)`;
    }
  }

  let templates: string | undefined;
  if (settings.templates !== undefined) {
    templates = settings.templates;
    origins.templates = fromConfig('templates');
  } else if (obsidian?.templateFolders[0]) {
    templates = obsidian.templateFolders[0].folder;
    origins.templates = obsidian.templateFolders[0].origin;
  }
  if (settings.skills !== undefined) origins.skills = fromConfig('skills');

  return {
    captive,
    workingNotes,
    periodic,
    directives: folder('directives'),
    projects: folder('projects'),
    people: folder('people'),
    meetings: settings.meetings ?? DEFAULT_LAYOUT.meetings,
    archive: settings.archive ?? DEFAULT_LAYOUT.archive,
    templates,
    skills: settings.skills ?? DEFAULT_SKILLS_DIR,
    date,
    origins,
  };
}
