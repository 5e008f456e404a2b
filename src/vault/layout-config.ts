/**
 * The `layout:` section of `.skill/config.yaml`: only what the file sets. What it leaves out comes from the vault's
 * Obsidian settings or the built-in layout (layout-resolve.ts). Errors name the file and the key.
 */
import { isAbsolute } from 'node:path';
import type { Reader } from './config-read.js';
import { checkMomentSpec, parsePathSetting, type PeriodicSpec, type PeriodKind } from './periodic-spec.js';
import { chooseLocale } from './date-format.js';
import { WEEKDAYS } from './obsidian.js';

export type NoteKind = 'today' | 'week' | 'month' | 'quarter' | 'year';

export const NOTE_KINDS: readonly NoteKind[] = ['today', 'week', 'month', 'quarter', 'year'];
export const PERIOD_KINDS: readonly PeriodKind[] = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];

/** What `layout:` sets; every key optional. */
export interface LayoutSettings {
  captive: Partial<Record<NoteKind, string>>;
  workingNotes?: 'captive' | 'periodic';
  periodic: Partial<Record<PeriodKind, PeriodicSpec>>;
  directives?: string;
  projects?: string;
  people?: string;
  meetings?: string;
  archive?: string[];
  templates?: string;
  skills?: string;
  locale?: string;
  weekStart?: number;
}

const LAYOUT_KEYS = [
  'captive',
  'working_notes',
  'periodic',
  'directives',
  'projects',
  'people',
  'meetings',
  'archive',
  'templates',
  'skills',
  'locale',
  'week_start',
];

function relativePath(r: Reader): string {
  const value = r.string() as string;
  if (isAbsolute(value) || value.split('/').includes('..')) r.fail('should be a path inside the vault (relative, no ..)');
  return value.replace(/\/+$/, '');
}

const optionalPath = (r: Reader) => (r.present ? relativePath(r) : undefined);

function readPeriodic(r: Reader, period: PeriodKind, locale: { locale: string; weekStart?: number }): PeriodicSpec {
  let spec: PeriodicSpec | string;
  let template: string | undefined;
  if (typeof r.value === 'object' && r.value !== null && !Array.isArray(r.value)) {
    r.mapping(['folder', 'format', 'template']);
    const format = r.child('format').string();
    if (format === undefined) r.fail('needs format: (a moment.js format such as YYYY-MM-DD), with folder: and template: optional');
    if (format.includes('{'))
      r.child('format').fail('is a moment.js format; {placeholders} go in the one-line form (daily: Journal/{date}.md)');
    spec = { syntax: 'moment', folder: optionalPath(r.child('folder')) ?? '', format };
    template = optionalPath(r.child('template'));
  } else {
    spec = parsePathSetting(relativePath(r), period);
  }
  if (typeof spec === 'string') r.fail(spec);
  if (spec.syntax === 'moment') {
    const problem = checkMomentSpec(spec, period, locale);
    if (problem) r.fail(problem);
  }
  return template ? { ...spec, template } : spec;
}

export function readLayoutSettings(r: Reader): LayoutSettings {
  r.mapping(LAYOUT_KEYS);
  const captive = r.child('captive').mapping(NOTE_KINDS);
  const periodic = r.child('periodic').mapping(PERIOD_KINDS);
  const localeReader = r.child('locale');
  const asked = localeReader.present ? (localeReader.string() as string) : undefined;
  const locale = asked === undefined ? undefined : chooseLocale(asked);
  if (asked !== undefined && locale === undefined)
    localeReader.fail(`unknown locale "${asked}" (a moment.js locale such as en, en-gb, de, fr)`);
  const weekStartReader = r.child('week_start');
  const weekStart = weekStartReader.present ? WEEKDAYS.indexOf(weekStartReader.oneOf(WEEKDAYS, 'monday')) : undefined;
  const dateLocale = { locale: locale ?? 'en', ...(weekStart !== undefined ? { weekStart } : {}) };
  const out: LayoutSettings = { captive: {}, periodic: {} };
  for (const kind of NOTE_KINDS) {
    const path = optionalPath(captive.child(kind));
    if (path !== undefined) out.captive[kind] = path;
  }
  for (const kind of PERIOD_KINDS) {
    if (periodic.child(kind).present) out.periodic[kind] = readPeriodic(periodic.child(kind), kind, dateLocale);
  }
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set(
    'workingNotes',
    r.child('working_notes').present ? r.child('working_notes').oneOf(['captive', 'periodic'] as const, 'captive') : undefined,
  );
  set('directives', optionalPath(r.child('directives')));
  set('projects', optionalPath(r.child('projects')));
  set('people', optionalPath(r.child('people')));
  set('meetings', optionalPath(r.child('meetings')));
  set(
    'archive',
    r.child('archive').present
      ? r
          .child('archive')
          .stringList([])
          .map((a) => a.replace(/\/+$/, ''))
      : undefined,
  );
  set('templates', optionalPath(r.child('templates')));
  set('skills', optionalPath(r.child('skills')));
  set('locale', locale);
  set('weekStart', weekStart);
  return out;
}
