/**
 * Heads a checklist line has that a noun phrase does not (parts.ts finds the rest). Each rule takes the part's
 * words and returns a head or nothing; none changes the scan. Pure.
 *
 * - located: what a need looks for *in* notes — "Habits tracked in this week's daily notes", "Quick summary from
 *   each daily note of the week", "Action items from last week's meetings", "Weekly reviews of the quarter:
 *   memorable, takeaways". The thing is the notes (an entry with the `content` role, or the content entry that
 *   depends on the thing named: the meeting notes of meetings); the words before are what to look at in them (the
 *   aspect), accounted for, since the conversation reads the notes for them.
 * - owned: "their weekly goals", "Sarah's projects" are someone else's: never my note.
 * - implied: "Work I got done", "What did I get done this week?": no thing is named, but the clause's verb is the
 *   option word of one entry only (done tasks).
 * - period object: "Review month", "Review this week": an activity whose object is only a period reads that period's
 *   notes.
 * - bare notes: "my calendar and notes and to-do lists": a listed "notes" with nothing to say which is the notes of
 *   the time (the `notes` role).
 */
import { entryFor, type CatalogueView, type ReaderEntry } from './catalogue-view.js';
import { DETERMINERS, isGrammarWord, SUBJECTS } from './english.js';
import { nameOf } from './names.js';
import { cueAt, dependsOn, licenses, periodWord, range, spanAt, syntheticWord } from './spans.js';
import type { Head, NameSpan, Scan } from './types.js';
import { isIn, phraseAt } from './vocabulary.js';

/** "from my daily notes", "in this week's notes", "throughout the journal". */
const FROM = new Set(['from', 'in', 'within', 'inside', 'across', 'throughout']);
/** Where a part stops being one clause. */
const CLAUSE_END = new Set([';', '?', '.']);
/** Owners other than me: "*their* weekly goals" (with nothing before it to point back at), "his", "her". */
const OTHERS = new Set(['their', 'his', 'her']);
const PERIOD_NOUN: Record<string, string> = { day: 'daily', week: 'weekly', month: 'monthly', quarter: 'quarterly', year: 'yearly' };

/** The notes entry a located name stands for: itself, or the content entry that depends on it (meetings' notes). */
function notesOf(name: NameSpan, view: CatalogueView): ReaderEntry | undefined {
  if (name.entry.roles.includes('content')) return name.entry;
  return view.byRole.get('content')?.find((e) => e.options.some((o) => o.values.some((v) => dependsOn(v, name.entry))));
}

/** A thing found *from* notes ("People from my weekly review" are people): its locative is its source, not an aspect. */
function foundInNotes(head: ReaderEntry, view: CatalogueView): boolean {
  const content = view.byRole.get('content') ?? [];
  return head.options.some((o) => o.values.some((v) => content.some((e) => dependsOn(v, e))));
}

/** The first name after the zone that a "from/in" introduces, with nothing but the aspect's words before it. */
function locatedName(scan: Scan, start: number, zoneEnd: number, end: number, head: ReaderEntry | undefined): NameSpan | undefined {
  const name = scan.names.find((n) => n.start >= zoneEnd && n.end <= end);
  if (!name) return undefined;
  const before = range(start, name.start);
  if (before.some((k) => CLAUSE_END.has(scan.tokens[k]!.norm))) return undefined;
  // Other names before it may only be the head's own words ("Habits" is directives).
  if (scan.names.some((n) => n.start >= start && n.end <= name.start && n.entry !== head)) return undefined;
  let k = name.start - 1;
  while (k >= start && (DETERMINERS.has(scan.tokens[k]!.norm) || spanAt(scan.times, k))) k--;
  return k >= start && FROM.has(scan.tokens[k]!.norm) ? name : undefined;
}

export function locatedHead(
  scan: Scan,
  start: number,
  zoneEnd: number,
  end: number,
  view: CatalogueView,
  head: ReaderEntry | undefined,
): Head | undefined {
  const name = locatedName(scan, start, zoneEnd, end, head);
  const entry = name ? notesOf(name, view) : undefined;
  if (
    !name ||
    !entry ||
    (head && (head === entry || head.roles.includes('content') || licenses(head, name, scan) || foundInNotes(head, view)))
  )
    return undefined;
  // A time among the aspect's words is the aspect's ("Thoughts on the month from each monthly note this quarter")
  // when the notes have a time of their own after them; else it is the part's.
  const laterTime = scan.times.some((s) => s.start >= name.end && s.end <= end);
  const aspect = range(start, name.start).filter((k) => laterTime || !spanAt(scan.times, k));
  return { entry, tokens: range(name.start, name.end), via: 'located', aspect };
}

/** "Weekly reviews of the quarter: memorable, takeaways, start / continue / stop": after a colon, what to look at. */
export function headingAspect(scan: Scan, head: Head, end: number): Head {
  if (!head.entry.roles.includes('content')) return head;
  const colon = range(Math.max(...head.tokens, 0), end).find((k) => scan.tokens[k]!.norm === ':');
  if (
    colon === undefined ||
    scan.names.some((n) => n.start > colon && n.start < end) ||
    scan.times.some((s) => s.start > colon && s.start < end)
  )
    return head;
  return { ...head, aspect: [...(head.aspect ?? []), ...range(colon, end)] };
}

/** Whether the head is someone else's: "their goals" opening the need, "Sarah's projects". */
export function ownedByOthers(scan: Scan, start: number, head: Head): boolean {
  if (head.entry.roles.includes('person') || head.tokens.length === 0) return false;
  let k = Math.min(...head.tokens) - 1;
  while (k >= start && spanAt(scan.times, k)) k--;
  const owner = scan.tokens[k];
  if (!owner || k < start) return false;
  if (OTHERS.has(owner.norm)) return start === 0;
  // "Sarah's projects", "my manager's goals": a possessive that is no time ("this week's") and names no thing.
  return owner.possessive && owner.kind === 'word' && !isGrammarWord(owner.norm) && !spanAt(scan.times, k) && !spanAt(scan.names, k);
}

/** "Work I got done": the one entry whose option word the clause's verb is, longest first. */
export function impliedHead(scan: Scan, start: number, end: number, view: CatalogueView): Head | undefined {
  const subject = range(start, end).find((k) => SUBJECTS.has(scan.tokens[k]!.norm));
  if (subject === undefined) return undefined;
  let best: { entry: ReaderEntry; length: number }[] = [];
  for (const entry of view.entries) {
    for (const o of entry.options)
      for (const v of o.values)
        for (let k = subject + 1; k < end; k++) {
          const n = v.when.reduce((m, ph) => Math.max(m, phraseAt(scan.tokens, k, ph, false)), 0);
          if (n === 0) continue;
          if (!best.length || n > best[0]!.length) best = [{ entry, length: n }];
          else if (n === best[0]!.length && !best.some((b) => b.entry === entry)) best.push({ entry, length: n });
        }
  }
  const others = range(start, end).filter(
    (k) => !spanAt(scan.times, k) && scan.tokens[k]!.kind !== 'punct' && !isGrammarWord(scan.tokens[k]!.norm),
  );
  const plain = others.every(
    (k) => isIn(view.vocab.ignore, scan.tokens[k]!) || isIn(view.vocab.containers, scan.tokens[k]!) || k > subject,
  );
  return best.length === 1 && plain ? { entry: best[0]!.entry, tokens: [], via: 'implied' } : undefined;
}

/** "Review month", "Review this week": an activity's object that is only a period is that period's notes. */
export function periodObjectHead(scan: Scan, start: number, end: number, view: CatalogueView): Head | undefined {
  if (!scan.objects?.has(start)) return undefined;
  const words = range(start, end).filter((k) => scan.tokens[k]!.kind !== 'punct' && !DETERMINERS.has(scan.tokens[k]!.norm));
  const time = scan.times.find((s) => s.start >= start && s.end <= end);
  const adjective =
    time && words.every((k) => spanAt(scan.times, k) === time)
      ? periodWord(time)
      : words.length === 1
        ? PERIOD_NOUN[scan.tokens[words[0]!]!.norm]
        : undefined;
  const entry = adjective ? nameOf([syntheticWord(adjective), syntheticWord('notes')], view) : undefined;
  return entry ? { entry, tokens: time ? [] : words, via: 'period' } : undefined;
}

/** "…calendar and notes and to-do lists": a listed part that is only "notes" is the notes of the time. */
export function bareNotesHead(scan: Scan, start: number, end: number, view: CatalogueView): Head | undefined {
  const words = range(start, end).filter((k) => scan.tokens[k]!.kind !== 'punct' && !isGrammarWord(scan.tokens[k]!.norm));
  const entry = entryFor(view, 'notes');
  if (!entry || words.length === 0 || !words.every((k) => isIn(view.vocab.containers, scan.tokens[k]!) && !spanAt(scan.times, k)))
    return undefined;
  return { entry, tokens: words, via: 'name' };
}

/** Where the words a parenthesis explains start: after the last break before it, or at the part's start. */
const GLOSS_BREAKS = new Set([',', ';', ':', '—', '–', '-']);

/**
 * "Identity goals completed this quarter (tasks tagged #t)", "any major milestones (events / parties)": a thing named
 * first in a parenthesis says what the words before it, which name nothing, are. Those words are the user's name
 * for it (accounted for); its option words among them still apply ("completed").
 */
export function glossHead(scan: Scan, start: number, end: number): Head | undefined {
  const open = range(start, end).find((k) => scan.tokens[k]!.norm === '(');
  if (open === undefined || scan.names.some((n) => n.start >= start && n.end <= open)) return undefined;
  const close = range(open, end).find((k) => scan.tokens[k]!.norm === ')') ?? end;
  const name = scan.names.find((n) => n.start > open && n.end <= close);
  if (!name || range(open + 1, name.start).some((k) => !isGrammarWord(scan.tokens[k]!.norm))) return undefined;
  let from = open;
  while (from > start && !GLOSS_BREAKS.has(scan.tokens[from - 1]!.norm)) from--;
  const cue = (k: number) => name.entry.options.some((o) => o.values.some((v) => cueAt(scan, k, v)));
  const aspect = range(from, open).filter((k) => !spanAt(scan.times, k) && !cue(k));
  return aspect.length > 0 ? { entry: name.entry, tokens: range(name.start, name.end), via: 'located', aspect } : undefined;
}

/**
 * "Deadlines this week", "Anything overdue": a part that names no thing and says only option words is every entry
 * those words are options of (tasks and projects due), each with them. None when a content word is no option word.
 */
export function cueHeads(scan: Scan, start: number, end: number, view: CatalogueView): Head[] {
  const content = range(start, end).filter((k) => {
    const t = scan.tokens[k]!;
    return (
      t.kind !== 'punct' &&
      !spanAt(scan.times, k) &&
      !isGrammarWord(t.norm) &&
      !isIn(view.vocab.ignore, t) &&
      !isIn(view.vocab.containers, t)
    );
  });
  if (content.length === 0 || scan.names.some((n) => n.start >= start && n.end <= end)) return [];
  return view.entries
    .filter((entry) => {
      const covered = new Set<number>();
      // Only what the thing is (due, overdue, done), not how it relates to another thing (mentioned in notes, met).
      for (const o of entry.options)
        for (const v of o.values.filter((x) => !x.after))
          for (const ph of v.when)
            for (let k = start; k < end; k++) {
              const n = phraseAt(scan.tokens, k, ph, false);
              if (n > 0 && k + n <= end) for (let j = k; j < k + n; j++) covered.add(j);
            }
      return content.every((k) => covered.has(k));
    })
    .map((entry) => ({ entry, tokens: [], via: 'implied' as const }));
}
