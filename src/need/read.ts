/**
 * The need reader: need prose → asks, with every word accounted for. Pure: text and the compiled catalogue in, a
 * NeedReading out (times stay relative to the target, so a reading can be cached and reused).
 *
 * 1. Tokens (tokenize.ts), time spans (time-words.ts) and the names of things (catalogue phrases, through the
 *    vocabulary's synonyms) are found; where a name and a time overlap, the longer wins, a name on a tie.
 * 2. The need is split where it lists several things ("A and B", "A, B and C", "A plus B", "A as well as B"),
 *    but not inside a qualifier that the first thing takes ("documents related to meetings and projects").
 * 3. Each part's thing is its head: the last name before the first qualifier ("People files | for anyone with
 *    1:1 meetings"). With only a container before it ("Notes about the people…", "Anything related to…"), the
 *    thing comes from the qualifier; with a bare noun and a time ("Goals I set for this week", "Last quarter's
 *    review") the period of the time is tried as the noun's adjective (weekly goals, quarterly review).
 * 4. The rest of the words are accounted for: option words of the thing (filters and relations: "1:1",
 *    "mentioned", "active", "due"), names in qualifiers that those options take ("in my daily notes"), the time,
 *    captured values (#tags, names), purposes ("for weekly context"), remarks ("(may not exist yet)", "if
 *    available"), grammar words and the vocabulary's ignorable words. What is left is unexplained.
 * 5. A trailing qualifier is shared with earlier parts where it applies; a leading time with later ones.
 */
import { partAccount, type Part } from './account.js';
import type { CatalogueView } from './catalogue-view.js';
import { FOLDER_WORDS } from './english.js';
import { compileTerms, findNames, type CompiledTerm, type NameSpan } from './names.js';
import { range, splitParts } from './parts.js';
import { shareBetweenParts } from './share.js';
import { sameValue } from './spans.js';
import { cueHeads } from './heads.js';
import { findTimes, type TimeSpan } from './time-words.js';
import { tokenize, type Token } from './tokenize.js';
import { takeActivities } from './activity.js';
import type { Ask, NamedTerm, NeedReading, Scan } from './types.js';

import { suggestFor } from './suggest.js';

const OPTIONAL =
  /\b(may not exist|might not exist|if (it )?exists|if available|if any|optional|if re-?reviewing|existing|when present|if there (is|are) (one|any))\b/i;

/**
 * "Due this month: tasks and projects": a heading that names nothing qualifies what follows its colon, as if written
 * after it ("tasks and projects due this month"). A heading that names a thing ("Monthly To Do: …", "Weekly reviews of
 * the quarter: memorable, takeaways") stays where it is.
 */
function headingLast(tokens: Token[], view: CatalogueView, terms: readonly CompiledTerm[]): Token[] {
  const colon = tokens.findIndex((t) => t.norm === ':');
  if (colon <= 0 || tokens.slice(colon + 1).some((t) => t.norm === ':')) return tokens;
  const names = findNames(tokens, view, terms);
  if (names.some((n) => n.start < colon) || !names.some((n) => n.start > colon)) return tokens;
  return [...tokens.slice(colon + 1), ...tokens.slice(0, colon)];
}

function scanNeed(text: string, view: CatalogueView, terms: readonly CompiledTerm[] = []): Scan & { activity: string[]; counts: string[] } {
  const read = takeActivities(tokenize(text), view.vocab);
  const { activity, counts } = read;
  const tokens = headingLast(read.tokens, view, terms);
  // A heading moved after its body leaves no activity's object where it was.
  const objects = tokens === read.tokens ? read.objects : new Set<number>();
  // "The Projects folder", "the Meetings directory", "the Projects/Active folder": the name is the folder's, not the
  // thing's.
  const folderAfter = (k: number): boolean => {
    while (tokens[k]?.norm === '/' && tokens[k + 1] && tokens[k + 1]!.kind !== 'punct') k += 2;
    return FOLDER_WORDS.has(tokens[k]?.norm ?? '');
  };
  // A year or a date in a folder's path ("the Projects/2026 folder") is its name, not a time.
  const times = findTimes(tokens).filter((s) => !(tokens[s.start - 1]?.norm === '/' || tokens[s.end]?.norm === '/' || folderAfter(s.end)));
  const names = findNames(tokens, view, terms).filter((n) => !folderAfter(n.end) || FOLDER_WORDS.has(tokens[n.end - 1]!.norm));
  // Overlaps: the longer span wins, a name over a time on a tie ("the day notes" names daily notes).
  const all = [...names.map((s) => ({ s, name: true })), ...times.map((s) => ({ s, name: false }))].sort(
    (a, b) => b.s.end - b.s.start - (a.s.end - a.s.start) || Number(b.name) - Number(a.name) || a.s.start - b.s.start,
  );
  const taken: { s: { start: number; end: number }; name: boolean }[] = [];
  const keptNames: NameSpan[] = [];
  const keptTimes: TimeSpan[] = [];
  // "Last quarter's review": the possessive period word ends a time and starts a name; "recent notes": a time that
  // opens a name. Either way the words are both: the name says what, the time says when.
  const opens = (time: { start: number; end: number }, name: { start: number; end: number }) =>
    time.start === name.start && time.end < name.end;
  const possessiveJoint = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.end - 1 === b.start && tokens[b.start]!.possessive;
  for (const { s, name } of all) {
    const shares = (t: { s: { start: number; end: number }; name: boolean }) =>
      t.name !== name && (possessiveJoint(s, t.s) || possessiveJoint(t.s, s) || (name ? opens(t.s, s) : opens(s, t.s)));
    if (taken.some((t) => s.start < t.s.end && t.s.start < s.end && !shares(t))) continue;
    taken.push({ s, name });
    if (name) keptNames.push(s as NameSpan);
    else keptTimes.push(s as TimeSpan);
  }
  keptNames.sort((a, b) => a.start - b.start);
  keptTimes.sort((a, b) => a.start - b.start);
  return { tokens, times: keptTimes, names: keptNames, activity, counts, objects };
}

/** A word for a message, in quotes once: a "quoted" word of the need keeps its own. */
function quoted(word: string): string {
  return /^["“'‘]/.test(word) ? word : `"${word}"`;
}

function mergeAsks(asks: Ask[]): Ask[] {
  const out: Ask[] = [];
  for (const a of asks) {
    const key = (x: Ask) => [x.sub, x.entry, x.options, x.time?.ref ?? null, x.time?.workdaysOnly ?? false];
    const same = out.find((o) => sameValue(key(o), key(a)));
    if (same) {
      for (const w of a.words) if (!same.words.includes(w)) same.words.push(w);
      same.optional &&= a.optional;
    } else {
      out.push({ ...a, words: [...a.words] });
    }
  }
  return out;
}

/**
 * `terms`: names the vault itself gives (its folders, tags, categories, titles), read as things of the catalogue with
 * the option values they stand for — the vault profile's seam (types.ts NamedTerm). None by default.
 */
export function readNeed(
  text: string,
  view: CatalogueView,
  details: readonly string[] = [],
  terms: readonly NamedTerm[] = [],
): NeedReading {
  const full = details.length > 0 ? `${text}; ${details.join('; ')}` : text;
  const scan = scanNeed(full, view, compileTerms(terms, view));
  const optional = OPTIONAL.test(full);
  // Each part read on its own, then what parts share: a trailing qualifier backwards, a leading time forwards.
  // A part that names nothing and says only option words ("Deadlines this week") asks every entry they belong to.
  const ranges = splitParts(scan, view).flatMap((r) => {
    const heads = r.head ? [] : cueHeads(scan, r.start, r.end, view);
    return heads.length > 0 ? heads.map((head) => ({ ...r, head })) : [r];
  });
  const parts: Part[] = ranges.map((r) => partAccount(r, scan, view));
  shareBetweenParts(parts, scan);

  // A part whose default would gather exactly what its words exclude gathers nothing; its words are said.
  for (const p of parts) {
    if (!p.negatedDefault) continue;
    for (const i of p.head?.tokens ?? []) {
      p.used.delete(i);
      p.unexplained.add(i);
    }
  }
  const asks = mergeAsks(
    parts
      .filter((p) => p.head && !p.negatedDefault)
      .map((p) => ({
        sub: p.head!.entry.sub,
        entry: p.head!.entry.entry,
        options: p.options,
        time: p.time,
        optional,
        words: p.usedWords(),
      })),
  );
  // "Every 1:1 I had over the past 3 weeks, and the people files…": the time of a part that gathers nothing is
  // lost while another part is gathered; said, not dropped.
  if (asks.length > 0) {
    for (const p of parts.filter((x) => !x.head)) {
      for (const s of scan.times)
        if (s.start >= p.start && s.end <= p.end) for (const i of range(s.start, s.end)) if (!p.used.has(i)) p.unexplained.add(i);
    }
  }
  const unexplainedIdx = [...new Set(parts.flatMap((p) => [...p.unexplained]))].sort((a, b) => a - b);
  const unexplained = unexplainedIdx.map((i) => scan.tokens[i]!.raw);
  const negated = parts.find((p) => p.negatedDefault)?.negatedDefault;
  const excluded = negated ? `; no option gathers what is not "${negated.value}" (${negated.option}), so nothing is gathered for it` : '';
  const did = {
    ...(scan.activity.length > 0 ? { activity: scan.activity } : {}),
    ...(scan.counts.length > 0 ? { counts: scan.counts } : {}),
  };
  if (asks.length === 0) {
    const suggestions = suggestFor(
      unexplainedIdx.map((i) => scan.tokens[i]!),
      view,
    );
    return {
      text,
      status: 'unmatched',
      asks: [],
      unexplained,
      source: 'rules',
      ...did,
      reason: negated
        ? `not understood: ${unexplained.map(quoted).join(', ')}${excluded}`
        : unexplained.length > 0
          ? `nothing in the catalogue is named by ${unexplained.map(quoted).join(', ')}`
          : 'the need names nothing: it has no words that say what to gather',
      ...(suggestions.length ? { suggestions } : {}),
    };
  }
  if (unexplained.length > 0) {
    const suggestions = suggestFor(
      unexplainedIdx.map((i) => scan.tokens[i]!),
      view,
    );
    return {
      text,
      status: 'partly',
      asks,
      unexplained,
      source: 'rules',
      ...did,
      reason: `not understood: ${unexplained.map(quoted).join(', ')}${excluded}`,
      ...(suggestions.length ? { suggestions } : {}),
    };
  }
  const clash = collisions(scan);
  if (clash.words.length > 0)
    return { text, status: 'partly', asks, unexplained: clash.words, source: 'rules', ...did, reason: clash.reason };
  return { text, status: 'understood', asks, unexplained: [], source: 'rules', ...did };
}

/** The vault's own term in words: "the folder Calendar", "category Books", "the note Projects". */
function termWords(options: Readonly<Record<string, readonly string[]>> | undefined): string {
  const [key, values] = Object.entries(options ?? {}).find(([, v]) => v.length > 0) ?? ['', []];
  const v = values.join(', ');
  const say: Record<string, string> = {
    folder: `the folder ${v}`,
    category: `category ${v}`,
    type: `type ${v}`,
    title: `the note ${v}`,
    tag: `#${v}`,
    has: `the property ${v}`,
  };
  return say[key] ?? v;
}

/** Catalogue names that won over a vault's term for the same words: the need does not say which it means. */
function collisions(scan: Scan): { words: string[]; reason: string } {
  const beaten = scan.names.filter((n) => n.beat);
  const words = beaten.map((n) =>
    scan.tokens
      .slice(n.start, n.end)
      .map((t) => t.raw)
      .join(' '),
  );
  const reason = beaten
    .map(
      (n, i) =>
        `"${words[i]}" is read as the catalogue's ${n.entry.entry}, though the vault also has ${termWords(n.beat!.options)} (say "the ${words[i]} ${n.beat!.options?.folder ? 'folder' : 'note'}" to mean the vault's)`,
    )
    .join('; ');
  return { words, reason };
}
