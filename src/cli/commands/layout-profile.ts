/**
 * The vault profile as `skill layout` shows it (docs/json.md, "skill layout"): each period's pattern with its
 * source and how many notes follow it; the templates folder; people, projects and meetings with the rule that finds
 * them, where it came from, and their notes. A kind the vault lacks is a rule that says so and no notes.
 */
import type { VaultConfig } from '../../vault/config.js';
import { PERIOD_KINDS } from '../../vault/layout-config.js';
import { periodicFolder } from '../../vault/layout.js';
import type { PeriodicSpec, PeriodKind } from '../../vault/periodic-spec.js';
import type { VaultProfile } from '../../vault/profile.js';
import { formatRegex } from '../../vault/periodic-discover.js';

/** One line of `skill layout`'s report (here, not in layout.ts, which imports this module). */
export interface LayoutLine {
  part: string;
  status: 'ok' | 'missing' | 'note' | 'warning';
  what: string;
  found: string;
  from: string;
}

interface PeriodJson {
  folder: string;
  format: string;
  source: 'obsidian' | 'config' | 'discovered' | 'built-in';
  notes: number;
}

export interface ProfileJson {
  periodic: Record<PeriodKind, PeriodJson | null>;
  templates: { folder: string; source: string } | null;
  inbox: { folder: string; source: string } | null;
  people: { rule: string; source: string; notes: { path: string }[] };
  projects: { rule: string; source: string; status_rule: string; notes: { path: string; status: string }[] };
  meetings: { rule: string; source: string; notes: { path: string; date: string | null }[] };
}

/** How many of the notes follow a period's pattern. */
export function periodNotes(notes: readonly string[], spec: PeriodicSpec): number {
  const folder = periodicFolder(spec);
  const prefix = folder === '' ? '' : `${folder}/`;
  if (spec.syntax !== 'moment') return notes.filter((n) => n.startsWith(prefix)).length;
  const re = formatRegex(spec.format);
  return notes.filter((n) => n.startsWith(prefix) && re.test(n.slice(prefix.length, -3))).length;
}

function periodJson(config: VaultConfig, notes: readonly string[], kind: PeriodKind): PeriodJson | null {
  const { layout } = config;
  const spec = layout.periodic[kind];
  const source = layout.periodicSource?.[kind] ?? 'built-in';
  const folder = periodicFolder(spec);
  const format = spec.syntax === 'moment' ? spec.format : spec.pattern.slice(folder === '' ? 0 : folder.length + 1).replace(/\.md$/, '');
  const count = periodNotes(notes, spec);
  // A pattern the vault does not use (the built-in one, or beside the daily notes) is where new notes would go,
  // not a part of the vault: none, unless notes follow it.
  if ((source === 'built-in' || source === 'beside-daily') && count === 0) return null;
  return { folder, format, source: source === 'beside-daily' ? 'built-in' : source, notes: count };
}

const sourceOfTemplates = (origin: string) =>
  origin.startsWith('found') ? 'discovered' : origin.includes('(layout.') ? 'config' : 'obsidian';

export function profileJson(config: VaultConfig, profile: VaultProfile, notes: readonly string[]): ProfileJson {
  const periodic = Object.fromEntries(PERIOD_KINDS.map((k) => [k, periodJson(config, notes, k)])) as Record<PeriodKind, PeriodJson | null>;
  const t = config.layout.templates;
  return {
    periodic,
    templates: t ? { folder: t, source: sourceOfTemplates(config.layout.origins.templates) } : null,
    inbox: config.layout.inbox ? { folder: config.layout.inbox.folder, source: config.layout.inbox.source } : null,
    people: { rule: profile.people.rule, source: profile.people.source, notes: profile.people.notes.map((path) => ({ path })) },
    projects: {
      rule: profile.projects.rule,
      source: profile.projects.source,
      status_rule: profile.projects.statusRule,
      notes: profile.projects.notes.map((path) => ({ path, status: profile.projects.status[path] ?? 'unknown' })),
    },
    meetings: {
      rule: profile.meetings.rule,
      source: profile.meetings.source,
      notes: profile.meetings.notes.map((path) => ({ path, date: profile.meetings.dates[path] ?? null })),
    },
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const examples = (paths: readonly string[]) =>
  paths.length ? `: ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? `, +${paths.length - 3} more` : ''}` : '';

/** The lines `skill layout` prints for people, projects and meetings. */
export function profileLines(profile: VaultProfile): LayoutLine[] {
  const line = (part: string, notes: readonly string[], noun: [string, string], rule: string, source: string, extra = ''): LayoutLine => ({
    part,
    status: notes.length ? 'ok' : 'note',
    what: notes.length ? plural(notes.length, ...noun) : 'none in this vault',
    found: notes.length ? `${examples(notes).slice(2)}${extra}` : '',
    from: notes.length
      ? `${source === 'config' ? 'config' : source === 'obsidian' ? 'found in Obsidian Bases and the notes' : 'found in the notes'}: ${rule}`
      : rule,
  });
  const counts = new Map<string, number>();
  for (const s of Object.values(profile.projects.status)) counts.set(s, (counts.get(s) ?? 0) + 1);
  const statuses = [...counts].map(([s, n]) => `${n} ${s}`).join(', ');
  return [
    line('people', profile.people.notes, ['person note', 'person notes'], profile.people.rule, profile.people.source),
    line(
      'projects',
      profile.projects.notes,
      ['project note', 'project notes'],
      `${profile.projects.rule}. Status: ${profile.projects.statusRule}`,
      profile.projects.source,
      statuses ? ` (${statuses})` : '',
    ),
    line('meetings', profile.meetings.notes, ['meeting note', 'meeting notes'], profile.meetings.rule, profile.meetings.source),
  ];
}
