/**
 * The vault's own Obsidian settings, read as Obsidian and its plugins read them: where daily and periodic notes go
 * and which template each starts from, where templates live, and the locale weeks are counted in.
 *
 * Read here (all optional; docs/obsidian.md): the config folder (`.obsidian` whenever it exists, else another
 * dot-folder recognised by its `app.json`); core Daily notes `daily-notes.json`; the Periodic Notes plugin's
 * `plugins/periodic-notes/data.json` in its 0.x schema (daily…yearly) and its 1.x schema (`calendarSets` with day…year); the Calendar plugin's weekly
 * notes and week start; core Templates `templates.json`; Templater's templates folder. Which source wins for a
 * period follows obsidian-daily-notes-interface, the library those plugins share: Periodic Notes when it is on and
 * that period is enabled, else core Daily notes (daily) or Calendar (weekly).
 *
 * A file that is not valid JSON is a warning naming it, and that source is skipped: the layout falls back to the
 * next one. Parsing is pure (`parseObsidianSettings`); `readObsidianSettings` does the reading.
 */
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { PeriodKind } from './periodic-spec.js';

/** One period's settings as Obsidian has them: a literal folder and a moment format, relative to it. */
interface ObsidianPeriod {
  folder: string;
  format: string;
  /** The template note, as written in the settings (a path, with or without .md). */
  template?: string;
  /** Where it was read: the settings file (vault-relative) and the key in it. */
  origin: string;
}

export interface ObsidianSettings {
  /** The config folder, vault-relative; undefined when the vault has none. */
  configDir: string | undefined;
  periodic: Partial<Record<PeriodKind, ObsidianPeriod>>;
  /** Folders templates live in (core Templates, Templater), with where each was read. */
  templateFolders: { folder: string; origin: string }[];
  /** The moment locale weeks and names are written in, when a setting names one. */
  locale?: { locale: string; origin: string };
  /** The first day of the week, when a setting overrides the locale's (0 Sunday … 6 Saturday). */
  weekStart?: { day: number; origin: string };
  /** Where new notes land (app.json's newFileFolderPath, when newFileLocation is "folder"): the vault's inbox. */
  newNotes?: { folder: string; origin: string };
  /** Settings that could not be used, one line each, naming the file. */
  warnings: string[];
}

export const DEFAULT_FORMATS: Record<PeriodKind, string> = {
  daily: 'YYYY-MM-DD',
  weekly: 'gggg-[W]ww',
  monthly: 'YYYY-MM',
  quarterly: 'YYYY-[Q]Q',
  yearly: 'YYYY',
};

const PERIODS: readonly PeriodKind[] = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];
const GRANULARITY: Record<PeriodKind, string> = { daily: 'day', weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year' };
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The settings files this module reads, relative to the config folder. */
const SETTINGS_FILES = [
  'app.json',
  'core-plugins.json',
  'community-plugins.json',
  'daily-notes.json',
  'templates.json',
  'plugins/periodic-notes/data.json',
  'plugins/calendar/data.json',
  'plugins/templater-obsidian/data.json',
] as const;

type Files = Partial<Record<(typeof SETTINGS_FILES)[number], string>>;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Obsidian's normalizePath, as far as a folder setting needs it: no leading, trailing or doubled slashes. */
function folderOf(v: unknown): string {
  return text(v)
    .replace(/\\/g, '/')
    .split('/')
    .filter((p) => p && p !== '.')
    .join('/');
}

/**
 * Parses the settings files (name → text) of a config folder. Pure. `configDir` is used in messages and origins.
 */
export function parseObsidianSettings(configDir: string, files: Files): ObsidianSettings {
  const out: ObsidianSettings = { configDir, periodic: {}, templateFolders: [], warnings: [] };
  const where = (name: string) => `${configDir}/${name}`;
  const json = (name: keyof Files): Json | unknown[] | undefined => {
    const raw = files[name];
    if (raw === undefined) return undefined;
    try {
      const value: unknown = JSON.parse(raw.replace(/^\uFEFF/, ''));
      if (isObject(value) || Array.isArray(value)) return value;
      out.warnings.push(`${where(name)}: not a JSON object; ignored`);
    } catch (err) {
      out.warnings.push(`${where(name)}: not valid JSON (${(err as Error).message.split('\n')[0]}); ignored`);
    }
    return undefined;
  };

  // Which plugins are on. No list at all (a hand-made vault) counts as on: the settings are all there is to go by.
  const community = json('community-plugins.json');
  const communityOn = (id: string) => !Array.isArray(community) || community.includes(id);

  const app = json('app.json');
  const daily = json('daily-notes.json');
  const templates = json('templates.json');
  const periodicData = json('plugins/periodic-notes/data.json');
  const calendar = json('plugins/calendar/data.json');
  const templater = json('plugins/templater-obsidian/data.json');

  // Periodic Notes, when it is on.
  const fromPlugin =
    isObject(periodicData) && communityOn('periodic-notes') ? periodicNotes(periodicData, where('plugins/periodic-notes/data.json')) : {};
  for (const period of PERIODS) {
    const p = fromPlugin[period];
    if (p) out.periodic[period] = p;
  }
  // Core Daily notes for the daily note, Calendar for the weekly one, when Periodic Notes does not set them.
  if (!out.periodic.daily && isObject(daily)) {
    out.periodic.daily = {
      folder: folderOf(daily.folder),
      format: text(daily.format) || DEFAULT_FORMATS.daily,
      ...(text(daily.template) ? { template: text(daily.template) } : {}),
      origin: where('daily-notes.json'),
    };
  }
  if (
    !out.periodic.weekly &&
    isObject(calendar) &&
    communityOn('calendar') &&
    (text(calendar.weeklyNoteFormat) || text(calendar.weeklyNoteFolder))
  ) {
    out.periodic.weekly = {
      folder: folderOf(calendar.weeklyNoteFolder),
      format: text(calendar.weeklyNoteFormat) || DEFAULT_FORMATS.weekly,
      ...(text(calendar.weeklyNoteTemplate) ? { template: text(calendar.weeklyNoteTemplate) } : {}),
      origin: `${where('plugins/calendar/data.json')} (weeklyNote…)`,
    };
  }

  if (isObject(templates) && folderOf(templates.folder))
    out.templateFolders.push({ folder: folderOf(templates.folder), origin: where('templates.json') });
  if (isObject(templater) && communityOn('templater-obsidian') && folderOf(templater.templates_folder)) {
    out.templateFolders.push({
      folder: folderOf(templater.templates_folder),
      origin: `${where('plugins/templater-obsidian/data.json')} (templates_folder)`,
    });
  }

  if (isObject(app) && text(app.newFileLocation) === 'folder' && folderOf(app.newFileFolderPath)) {
    out.newNotes = { folder: folderOf(app.newFileFolderPath), origin: `${where('app.json')} (newFileFolderPath)` };
  }

  // The locale and week start: Calendar's settings (it sets them for all of Obsidian's moment), else app.json's,
  // which is where Periodic Notes 1.x reads them.
  for (const [source, name] of [
    [calendar, 'plugins/calendar/data.json'],
    [app, 'app.json'],
  ] as const) {
    if (!isObject(source) || (name.startsWith('plugins/calendar') && !communityOn('calendar'))) continue;
    const locale = text(source.localeOverride);
    if (!out.locale && locale && locale !== 'system-default')
      out.locale = { locale: locale.toLowerCase(), origin: `${where(name)} (localeOverride)` };
    const start = WEEKDAYS.indexOf(text(source.weekStart).toLowerCase() as (typeof WEEKDAYS)[number]);
    if (!out.weekStart && start >= 0) out.weekStart = { day: start, origin: `${where(name)} (weekStart)` };
  }
  return out;
}

/** Periodic Notes' settings, 0.x (`daily: {enabled, format, folder, template}`) or 1.x (`calendarSets`). */
function periodicNotes(data: Json, file: string): Partial<Record<PeriodKind, ObsidianPeriod>> {
  const out: Partial<Record<PeriodKind, ObsidianPeriod>> = {};
  if (Array.isArray(data.calendarSets)) {
    const sets = data.calendarSets.filter(isObject);
    const activeId = text(data.activeCalendarSet) || 'Default';
    const set = sets.find((s) => s.id === activeId) ?? sets[0];
    if (!set) return out;
    for (const period of PERIODS) {
      const c = set[GRANULARITY[period]];
      if (!isObject(c) || c.enabled !== true) continue;
      out[period] = {
        folder: folderOf(c.folder),
        format: text(c.format) || DEFAULT_FORMATS[period],
        ...(text(c.templatePath) ? { template: text(c.templatePath) } : {}),
        origin: `${file} (calendarSets[${text(set.id) || sets.indexOf(set)}].${GRANULARITY[period]})`,
      };
    }
    return out;
  }
  for (const period of PERIODS) {
    const c = data[period];
    if (!isObject(c) || c.enabled !== true) continue;
    out[period] = {
      folder: folderOf(c.folder),
      format: text(c.format) || DEFAULT_FORMATS[period],
      ...(text(c.template) ? { template: text(c.template) } : {}),
      origin: `${file} (${period})`,
    };
  }
  return out;
}

/**
 * The vault's config folder: `.obsidian` whenever it is a folder — real vaults hold daily-notes.json and plugin
 * settings there with no app.json (fixtures/obsidian/abstractigakis-template) — else the first other dot-folder at
 * the top of the vault that has an `app.json` (Obsidian lets a vault rename its config folder; the name starts
 * with a dot, and app.json is what tells it from any other dot-folder).
 */
function findConfigDir(vault: string): string | undefined {
  const is = (name: string, test: (s: Stats) => boolean) => {
    try {
      return test(statSync(join(vault, name)));
    } catch {
      return false;
    }
  };
  if (is('.obsidian', (s) => s.isDirectory())) return '.obsidian';
  let names: string[];
  try {
    names = readdirSync(vault)
      .filter((n) => n.startsWith('.') && n !== '.obsidian' && n !== '.skill' && n !== '.git')
      .sort();
  } catch {
    return undefined;
  }
  return names.find((n) => is(join(n, 'app.json'), (s) => s.isFile()));
}

/** Reads the vault's Obsidian settings (none → an empty result). Unreadable files are warnings, never errors. */
export function readObsidianSettings(vault: string): ObsidianSettings {
  const configDir = findConfigDir(vault);
  if (!configDir) return { configDir: undefined, periodic: {}, templateFolders: [], warnings: [] };
  const files: Files = {};
  const warnings: string[] = [];
  for (const name of SETTINGS_FILES) {
    try {
      files[name] = readFileSync(join(vault, configDir, name), 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') warnings.push(`${configDir}/${name}: cannot be read (${code ?? String(err)}); ignored`);
    }
  }
  const settings = parseObsidianSettings(configDir, files);
  settings.warnings.unshift(...warnings);
  return settings;
}
