/**
 * Claude's reading of the needs the rules did not fully understand: one structured call for the whole ritual, with
 * the catalogue as a menu and the rules' partial reading of each need. This file holds the pure parts — the menu,
 * the prompt, the answer's schema and its check against the catalogue; src/run/readings.ts makes the call and
 * caches the result.
 *
 * The answer is never trusted as it stands: an entry that is not in the catalogue, an option value the entry does
 * not have, or time words our own time reader cannot read are dropped, and what they stood for is reported as not
 * understood. The notes query's values are checked against the vault's own terms the same way (query-terms.ts).
 */
import type { JsonSchema } from '../model/tool.js';
import { findTimes } from '../need/time-words.js';
import { tokenize } from '../need/tokenize.js';
import type { Ask, NamedTerm, NeedReading, NeedTime } from '../need/types.js';
import { QUERY_ENTRY } from '../vault/terms.js';
import type { Catalogue } from './catalogue-types.js';
import { findEntry } from './catalogue.js';
import { describeAsk } from './describe.js';
import type { PlannedNeed } from './types.js';
import { checkQueryOptions, indexTerms, termsMenu } from './query-terms.js';

export const FALLBACK_TOOL = 'read_needs';

export const FALLBACK_SCHEMA: JsonSchema & { type: 'object' } = {
  type: 'object',
  properties: {
    readings: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          need: { type: 'integer', description: 'the number of the need in the list' },
          asks: {
            type: 'array',
            description: 'one item per thing the need asks for that a catalogue entry serves; empty when nothing does',
            items: {
              type: 'object',
              properties: {
                entry: { type: 'string', description: 'the catalogue entry, as "sub-skill#entry"' },
                options: {
                  type: 'object',
                  description: 'option name → list of values; only options the entry lists, and for a "capture" option the words captured',
                },
                time: {
                  type: 'string',
                  description:
                    'the words of the need that say which dates, e.g. "yesterday", "the past three days", "last week"; "" for the ritual\'s own target',
                },
              },
              required: ['entry'],
            },
          },
          not_understood: {
            type: 'array',
            items: { type: 'string' },
            description: 'words of the need that no ask covers (e.g. a filter no option can apply)',
          },
        },
        required: ['need', 'asks'],
      },
    },
  },
  required: ['readings'],
};

interface RawAsk {
  entry: string;
  options?: Record<string, unknown>;
  time?: string;
}

export interface RawReading {
  need: number;
  asks?: RawAsk[];
  not_understood?: unknown[];
}

/** The catalogue as a menu: every entry with what it serves, its options and the phrases it already understands. */
function catalogueMenu(catalogue: Catalogue): string {
  const lines: string[] = [];
  for (const sub of catalogue.subSkills) {
    for (const e of sub.serves) {
      const phrases = [...new Set(e.phrases)].slice(0, 8).join('", "');
      const options = e.options
        .map((o) =>
          o.capture ? `${o.param} = (a ${o.capture} from the need's words)` : `${o.param} = ${o.values.map((v) => v.value).join(' | ')}`,
        )
        .join('; ');
      lines.push(
        `- ${sub.name}#${e.id} — ${e.title}${e.usesRange ? ' (over a date range)' : ''}: ${sub.description}${options ? ` Options: ${options}.` : ''} Understands: "${phrases}".`,
      );
    }
  }
  return lines.join('\n');
}

export function fallbackPrompt(
  needs: readonly PlannedNeed[],
  catalogue: Catalogue,
  target: string,
  terms: readonly NamedTerm[] = [],
): string {
  const rows = needs.map((n) => {
    const partial = n.asks.length
      ? ` Our rules read: ${n.asks.map(describeAsk).join(' + ')}; they did not understand: ${n.unexplained.map((w) => `"${w}"`).join(', ') || 'anything'}.`
      : '';
    return `${n.index + 1}. ${n.text}${partial}`;
  });
  return [
    'A ritual lists the things it needs in plain prose. Our rules could not fully read the needs below. For each need, list',
    'what it asks for: one item per thing a catalogue entry serves, with option values and the words that say which dates.',
    'Use only entries and option values from the catalogue. Put every word that no entry or option covers in not_understood;',
    'never stretch an entry to cover a thing it does not serve. A need the catalogue cannot serve at all gets no asks.',
    `The ritual is run for: ${target}.`,
    '',
    'Needs:',
    ...rows,
    '',
    'Catalogue:',
    catalogueMenu(catalogue),
    ...vaultTermsSection(terms),
  ].join('\n');
}

/** The vault's own names for resolve-notes#query: values outside them are dropped, so Claude is told them. */
function vaultTermsSection(terms: readonly NamedTerm[]): string[] {
  const menu = termsMenu(indexTerms(terms));
  if (menu === '') return [];
  return [
    '',
    `The vault's own names for ${QUERY_ENTRY} (use them exactly; a value that is not one of the vault's names is dropped; a title is any note's name):`,
    menu,
  ];
}

/** Time words as our own time reader reads them; undefined when it cannot read them all. */
function readTimeWords(words: string): NeedTime | undefined {
  const tokens = tokenize(words);
  // A leading preposition ("during the week", "for the past 3 days") says nothing about the dates.
  while (tokens.length && ['for', 'from', 'in', 'of', 'during', 'over', 'on', 'within', 'across', 'throughout'].includes(tokens[0]!.norm))
    tokens.shift();
  if (tokens.length === 0) return undefined;
  const spans = findTimes(tokens);
  const covered = spans.reduce((n, s) => n + (s.end - s.start), 0);
  if (covered !== tokens.length) return undefined;
  const first = spans.find((s) => s.ref);
  return { ref: first?.ref, workdaysOnly: spans.some((s) => s.workdays), words: words.trim() };
}

/**
 * The model's answer, checked against the catalogue, as readings with source "claude". A need the answer leaves
 * out keeps the rules' reading; anything dropped is said in `problems` and becomes not-understood words.
 */
export function checkReadings(
  raw: readonly RawReading[],
  asked: readonly PlannedNeed[],
  catalogue: Catalogue,
  terms?: readonly NamedTerm[],
): { readings: Map<number, NeedReading>; problems: string[] } {
  const index = terms ? indexTerms(terms) : undefined;
  const readings = new Map<number, NeedReading>();
  const problems: string[] = [];
  const wanted = new Map(asked.map((n) => [n.index, n]));
  for (const r of raw) {
    const need = wanted.get(r.need - 1);
    if (!need || readings.has(need.index)) {
      problems.push(`reading for need ${r.need}, which was not asked about (or twice)`);
      continue;
    }
    const asks: Ask[] = [];
    const unexplained = (Array.isArray(r.not_understood) ? r.not_understood : []).filter(
      (w): w is string => typeof w === 'string' && w.trim() !== '',
    );
    for (const a of Array.isArray(r.asks) ? r.asks : []) {
      const found =
        typeof a?.entry === 'string'
          ? (findEntry(catalogue, a.entry.includes('#') ? a.entry : `${a.entry}#`) ?? findEntry(catalogue, a.entry))
          : undefined;
      if (!found) {
        problems.push(`need ${r.need}: "${String(a?.entry)}" is not a catalogue entry`);
        unexplained.push(need.text);
        continue;
      }
      const options: Record<string, string[]> = {};
      for (const [param, value] of Object.entries(a.options && typeof a.options === 'object' ? a.options : {})) {
        const option = found.entry.options.find((o) => o.param === param);
        const values = (Array.isArray(value) ? value : [value]).map(String).filter((v) => v.trim() !== '');
        if (!option) {
          problems.push(`need ${r.need}: ${found.entry.id} has no option "${param}"`);
          unexplained.push(...values);
          continue;
        }
        const known = option.capture ? values : values.filter((v) => option.values.some((x) => x.value === v));
        const unknown = values.filter((v) => !known.includes(v));
        if (unknown.length) {
          problems.push(`need ${r.need}: dropped unknown ${param} value(s) ${unknown.join(', ')}`);
          unexplained.push(...unknown);
        }
        if (known.length) options[param] = known;
      }
      if (index && `${found.sub.name}#${found.entry.id}` === QUERY_ENTRY) {
        const checked = checkQueryOptions(options, index);
        problems.push(...checked.problems.map((p) => `need ${r.need}: ${p}`));
        unexplained.push(...checked.dropped);
        // Nothing it named is the vault's: the ask would choose notes by a guess, so it is no ask.
        if (checked.empty) continue;
        Object.assign(options, checked.options);
        for (const k of Object.keys(options)) if (!(k in checked.options)) delete options[k];
      }
      let time: NeedTime | undefined;
      if (typeof a.time === 'string' && a.time.trim() !== '') {
        time = readTimeWords(a.time);
        if (!time) {
          problems.push(`need ${r.need}: could not read the time "${a.time}"`);
          unexplained.push(a.time);
        }
      }
      asks.push({
        sub: found.sub.name,
        entry: found.entry.id,
        options,
        time: found.entry.usesRange ? time : undefined,
        optional: false,
        words: [],
      });
    }
    const status = asks.length === 0 ? 'unmatched' : unexplained.length ? 'partly' : 'understood';
    readings.set(need.index, {
      text: need.text,
      status,
      asks,
      unexplained,
      source: 'claude',
      ...(status === 'unmatched'
        ? { reason: 'neither our rules nor Claude found a catalogue entry that serves it' }
        : status === 'partly'
          ? { reason: `not understood: ${unexplained.map((w) => `"${w}"`).join(', ')}` }
          : {}),
    });
  }
  return { readings, problems };
}
