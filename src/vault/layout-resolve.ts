/**
 * The vault's layout, part by part, from three sources, first wins: `.skill/config.yaml`, the vault's Obsidian
 * settings, the built-in layout (DESIGN.md). Every part says where it came from (`skill layout` shows it), and a
 * folder the built-in layout names that the vault does not have may be found by name instead — marked as found,
 * which is a guess. Pure: the disk is reached only through the probe it is given.
 */
import { posix } from 'node:path';
import { bareName } from './folder-names.js';
import type { LayoutSettings, NoteKind } from './layout-config.js';
import { NOTE_KINDS, PERIOD_KINDS } from './layout-config.js';
import type { ObsidianSettings } from './obsidian.js';
import { chooseLocale } from './date-format.js';
import { discoverPeriodic } from './periodic-discover.js';
import { DEFAULT_FORMATS } from './obsidian.js';
import { checkMomentSpec, type DateLocale, type PeriodicSpec, type PeriodKind } from './periodic-spec.js';

/** The parts of a layout `skill layout` reports on, each with where it came from. */
type LayoutPart = 'workingNotes' | PeriodKind | 'directives' | 'projects' | 'people' | 'templates' | 'skills' | 'locale';

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
  /** Where new notes land before they are filed, when the vault has such a place, and where that was read. */
  inbox?: { folder: string; origin: string; source: 'obsidian' | 'discovered' };
  /** The vault folder rituals may live in, besides `.skill/skills`. */
  skills: string;
  /** The moment locale of week numbers (ww, gggg) and names (ddd, MMMM). */
  date: DateLocale;
  origins: Record<LayoutPart, string>;
  /** Where each period's pattern came from ('beside-daily': the vault has none; its daily notes' folder is used). */
  periodicSource?: Record<PeriodKind, PeriodicSource>;
  /** Settings that could not be used, one line each naming the file and the setting. */
  warnings?: string[];
  /** The kinds whose folder `.skill/config.yaml` sets: the vault profile then takes that folder as the rule. */
  configured?: Partial<Record<'people' | 'projects' | 'meetings', true>>;
}

type PeriodicSource = 'config' | 'obsidian' | 'discovered' | 'built-in' | 'beside-daily';

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
    workingNotes: BUILT_IN,
    daily: BUILT_IN,
    weekly: BUILT_IN,
    monthly: BUILT_IN,
    quarterly: BUILT_IN,
    yearly: BUILT_IN,
    directives: BUILT_IN,
    projects: BUILT_IN,
    people: BUILT_IN,
    templates: 'none: no templates folder is set',
    skills: BUILT_IN,
    locale: 'assumed: moment.js\'s default "en" (weeks start on Sunday; week 1 holds January 1st), as Obsidian in English',
  },
  configured: {},
  periodicSource: { daily: 'built-in', weekly: 'built-in', monthly: 'built-in', quarterly: 'built-in', yearly: 'built-in' },
  warnings: [],
};

/** What the layout may ask of the disk: whether a folder exists, and the vault's folders (vault-relative). */
export interface LayoutProbe {
  isDir(relative: string): boolean;
  folders(maxDepth: number): string[];
  /** Every note of the vault (vault-relative), walked once and only when asked for. */
  notes?(): readonly string[];
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
  else if (obsidian?.locale && theirLocale)
    origins.locale = `${obsidian.locale.origin}${theirLocale !== obsidian.locale.locale ? ` ("${obsidian.locale.locale}", which moment reads as "${theirLocale}")` : ''}`;
  else if (obsidian?.locale)
    origins.locale = `${DEFAULT_LAYOUT.origins.locale}; moment has no locale "${obsidian.locale.locale}" (${obsidian.locale.origin})`;
  if (settings.weekStart !== undefined) origins.locale += `; week start from ${fromConfig('week_start')}`;
  else if (obsidian?.weekStart) origins.locale += `; week start from ${obsidian.weekStart.origin}`;

  const configured: NonNullable<Layout['configured']> = settings.meetings !== undefined ? { meetings: true } : {};
  const warnings: string[] = [];
  const { periodic, periodicSource } = resolvePeriodic(settings, { obsidian, probe, date, origins, fromConfig, warnings });

  const folder = (key: 'directives' | 'projects' | 'people'): string => {
    const own = settings[key];
    if (own !== undefined) {
      origins[key] = fromConfig(key);
      if (key !== 'directives') configured[key] = true;
      return own;
    }
    const builtIn = DEFAULT_LAYOUT[key];
    if (key === 'directives' || !probe || probe.isDir(builtIn)) return builtIn;
    const found = findFolder(probe, key);
    if ('folder' in found) {
      origins[key] =
        `found: the only folder named like ${key === 'people' ? 'People' : 'Projects'} (a guess; set layout.${key} to be sure)`;
      return found.folder;
    }
    if (found.candidates.length > 1)
      origins[key] = `${BUILT_IN}; several folders could be it (${found.candidates.join(', ')}): set layout.${key}`;
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

  const templates = templatesOf(settings, obsidian, probe, origins, fromConfig);
  if (settings.skills !== undefined) origins.skills = fromConfig('skills');
  const inbox = inboxOf(obsidian, probe);

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
    configured,
    periodicSource,
    warnings,
    ...(inbox ? { inbox } : {}),
  };
}

/** The templates folder: the config's, else Obsidian's Templates or Templater setting, else the one folder named so. */
function templatesOf(
  settings: LayoutSettings,
  obsidian: ObsidianSettings | undefined,
  probe: LayoutProbe | undefined,
  origins: Layout['origins'],
  fromConfig: (key: string) => string,
): string | undefined {
  if (settings.templates !== undefined) {
    origins.templates = fromConfig('templates');
    return settings.templates;
  } else if (obsidian?.templateFolders[0]) {
    origins.templates = obsidian.templateFolders[0].origin;
    return obsidian.templateFolders[0].folder;
  } else if (probe) {
    // No setting names one: the one folder (three levels down) named Templates, with any number prefix.
    const named = probe.folders(3).filter((f) => /^_?templates?$/i.test(bareName(f)) && !f.split('/').some((p) => p.startsWith('.')));
    const outermost = named.filter((c) => !named.some((o) => o !== c && c.startsWith(`${o}/`)));
    if (outermost.length === 1) {
      origins.templates = `found: the only folder named like Templates (no Templates or Templater setting)`;
      return outermost[0]!;
    }
  }
  return undefined;
}

/** The vault's inbox: where Obsidian puts new notes (app.json), else the one folder named Inbox (any number prefix). */
function inboxOf(obsidian: ObsidianSettings | undefined, probe: LayoutProbe | undefined): Layout['inbox'] {
  if (obsidian?.newNotes) return { ...obsidian.newNotes, source: 'obsidian' };
  if (!probe) return undefined;
  const named = probe.folders(3).filter((f) => /^_?(inbox|unsorted)$/i.test(bareName(f)) && !f.split('/').some((p) => p.startsWith('.')));
  const outermost = named.filter((c) => !named.some((o) => o !== c && c.startsWith(`${o}/`)));
  return outermost.length === 1
    ? { folder: outermost[0]!, origin: 'found: the only folder named like Inbox', source: 'discovered' }
    : undefined;
}

interface PeriodicContext {
  obsidian: ObsidianSettings | undefined;
  probe: LayoutProbe | undefined;
  date: DateLocale;
  origins: Record<LayoutPart, string>;
  fromConfig: (key: string) => string;
  warnings: string[];
}

/**
 * Each period's notes, first found wins: the config; Obsidian's settings (one moment cannot write, such as a time
 * in a daily note's name, is a warning naming the file, and that period goes on to the next source); the built-in
 * folder when the vault has it; the pattern the vault's own note names show; else beside the daily notes, in
 * Obsidian's default format for the period — never a new built-in folder tree in a vault that has its own notes.
 */
function resolvePeriodic(
  settings: LayoutSettings,
  ctx: PeriodicContext,
): { periodic: Layout['periodic']; periodicSource: Layout['periodicSource'] } {
  const { obsidian, probe, date, origins } = ctx;
  const periodic = { ...DEFAULT_LAYOUT.periodic };
  const source = {} as Record<PeriodKind, PeriodicSource>;
  let found: ReturnType<typeof discoverPeriodic> | undefined;
  const discovered = () => (found ??= probe?.notes ? discoverPeriodic(probe.notes()) : {});
  for (const kind of PERIOD_KINDS) {
    const own = settings.periodic[kind];
    const theirs = obsidian?.periodic[kind];
    if (own) {
      periodic[kind] = own;
      origins[kind] = ctx.fromConfig(`periodic.${kind}`);
      source[kind] = 'config';
      continue;
    }
    if (theirs) {
      const spec: PeriodicSpec = {
        syntax: 'moment',
        folder: theirs.folder,
        format: theirs.format,
        ...(theirs.template ? { template: theirs.template } : {}),
      };
      const problem = checkMomentSpec(spec, kind, date);
      if (!problem) {
        periodic[kind] = spec;
        origins[kind] = theirs.origin;
        source[kind] = 'obsidian';
        continue;
      }
      ctx.warnings.push(
        `${theirs.origin}: ${problem}; the ${kind} notes are left out of this run's layout (change the setting, or set layout.periodic.${kind} in .skill/config.yaml)`,
      );
    }
    // A vault that has the built-in periodic folders (00_Brain/Periodic) keeps its notes there: no discovery, no walk.
    const builtInFolder = (DEFAULT_LAYOUT.periodic[kind] as { pattern: string }).pattern.replace(/\/\{.*$/, '');
    if (!probe || probe.isDir(builtInFolder) || probe.isDir(posix.dirname(builtInFolder))) {
      source[kind] = 'built-in';
      continue;
    }
    const seen = discovered()[kind];
    if (seen) {
      periodic[kind] = { syntax: 'moment', folder: seen.folder, format: seen.format };
      origins[kind] = `discovered: ${seen.notes} note${seen.notes === 1 ? '' : 's'} named like ${seen.example}`;
      source[kind] = 'discovered';
      continue;
    }
    source[kind] = 'built-in';
  }
  besideDaily(periodic, source, origins);
  return { periodic, periodicSource: source };
}

/** Periods the vault has no pattern for go beside its daily notes, when those are the vault's own. */
function besideDaily(periodic: Layout['periodic'], source: Record<PeriodKind, PeriodicSource>, origins: Record<LayoutPart, string>): void {
  const daily = periodic.daily;
  if (source.daily === 'built-in' || daily.syntax !== 'moment') return;
  // The daily folder without the date folders in its format ("Journal" for "YYYY/YYYY-MM-DD").
  for (const kind of PERIOD_KINDS) {
    if (kind === 'daily' || source[kind] !== 'built-in') continue;
    periodic[kind] = { syntax: 'moment', folder: daily.folder, format: DEFAULT_FORMATS[kind] };
    origins[kind] =
      `beside the daily notes (${daily.folder || 'the vault root'}/), in Obsidian's default ${kind} format: the vault has no ${kind} notes or setting`;
    source[kind] = 'beside-daily';
  }
}
