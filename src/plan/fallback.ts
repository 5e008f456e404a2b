/**
 * The fallback for needs no catalogue phrase matches: one structured model call picks, for each such need, an
 * entry of the catalogue (or none) with option values and scope words. This file holds the pure parts — the menu
 * the model chooses from, the answer's schema, and the check of its answer; src/run/fallback-plan.ts makes the call.
 */
import type { JsonSchema } from '../model/tool.js';
import type { Catalogue } from './catalogue-types.js';
import { findEntry } from './catalogue.js';
import type { PlannedNeed } from './types.js';

export interface Assignment {
  sub: string;
  entry: string;
  options: Record<string, string[]>;
  /** Scope words for the range ("for the week"), or empty for the target range. */
  scope: string;
  reason: string;
}

export const FALLBACK_TOOL = 'assign_needs';

export const FALLBACK_SCHEMA: JsonSchema & { type: 'object' } = {
  type: 'object',
  properties: {
    assignments: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          need: { type: 'integer', description: 'the number of the need in the list' },
          entry: { type: 'string', description: 'the catalogue entry as "sub-skill#entry", or "none" when nothing fits' },
          options: { type: 'object', description: 'option name → list of chosen values, only options the entry lists' },
          scope: { type: 'string', description: 'scope words for the dates the need is about, e.g. "for the week", "prior week", or ""' },
          reason: { type: 'string', description: 'one short sentence: why this entry serves the need' },
        },
        required: ['need', 'entry'],
      },
    },
  },
  required: ['assignments'],
};

export interface RawAssignment {
  need: number;
  entry: string;
  options?: Record<string, unknown>;
  scope?: string;
  reason?: string;
}

/** The catalogue as a menu: every entry with what it serves, its options and the phrases it already understands. */
export function catalogueMenu(catalogue: Catalogue): string {
  const lines: string[] = [];
  for (const sub of catalogue.subSkills) {
    for (const e of sub.serves) {
      const phrases = [...new Set(e.phrases.map((p) => p.join(' ')))].slice(0, 8).join('", "');
      const options = e.options.map((o) => `${o.param} = ${o.capture ? `(a ${o.capture} from the need)` : o.values.map((v) => v.value).join(' | ')}`).join('; ');
      lines.push(`- ${sub.name}#${e.id} — ${e.title}: ${sub.description}${options ? ` Options: ${options}.` : ''} Understands: "${phrases}".`);
    }
  }
  return lines.join('\n');
}

export function fallbackPrompt(needs: readonly PlannedNeed[], catalogue: Catalogue, target: string): string {
  return [
    'A ritual lists needs in plain prose. These needs matched no phrase of the catalogue below. For each, choose the one catalogue entry that fulfils it, with option values and scope words, or "none" if nothing in the catalogue can.',
    `The ritual is run for: ${target}.`,
    '',
    'Needs:',
    ...needs.map((n) => `${n.index + 1}. ${n.text}`),
    '',
    'Catalogue:',
    catalogueMenu(catalogue),
  ].join('\n');
}

/** The model's answer, checked against the catalogue: unknown entries and option values are dropped, with reasons. */
export function checkAssignments(raw: readonly RawAssignment[], unmatched: readonly PlannedNeed[], catalogue: Catalogue): { assigned: Map<number, Assignment>; problems: string[] } {
  const assigned = new Map<number, Assignment>();
  const problems: string[] = [];
  const wanted = new Set(unmatched.map((n) => n.index));
  for (const a of raw) {
    const index = a.need - 1;
    if (!wanted.has(index)) {
      problems.push(`assignment for need ${a.need}, which was not asked about`);
      continue;
    }
    if (a.entry === 'none') continue;
    const found = findEntry(catalogue, a.entry.includes('#') ? a.entry : `${a.entry}#`);
    const match = found ?? findEntry(catalogue, a.entry);
    if (!match) {
      problems.push(`need ${a.need}: "${a.entry}" is not a catalogue entry`);
      continue;
    }
    const options: Record<string, string[]> = {};
    for (const [param, value] of Object.entries(a.options ?? {})) {
      const option = match.entry.options.find((o) => o.param === param);
      const values = (Array.isArray(value) ? value : [value]).map(String);
      const known = option?.capture ? values.filter((v) => v.trim() !== '') : values.filter((v) => option?.values.some((x) => x.value === v));
      if (known.length !== values.length) problems.push(`need ${a.need}: dropped unknown ${param} value(s) ${values.filter((v) => !known.includes(v)).join(', ')}`);
      if (known.length) options[param] = known;
    }
    assigned.set(index, { sub: match.sub.name, entry: match.entry.id, options, scope: a.scope ?? '', reason: a.reason ?? '' });
  }
  return { assigned, problems };
}
