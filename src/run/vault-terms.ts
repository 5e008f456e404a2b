/**
 * The vault's own terms for this run's need reading (src/vault/terms.ts): the notes' facts and the profile go in,
 * the terms come out as a value the planner takes (PlanOptions.terms). A vault that cannot be read gives no terms:
 * the needs are then read with the catalogue alone, as before.
 *
 * A warm run must not wait for the vault's scan before it plans (the scan runs on a worker thread beside the plan and
 * the session's setup): the terms kept by the last run are handed out at once as provisional, and settled once the
 * scan says whether any note was added, removed or changed. Only then, and only for the notes that changed, is a
 * note read again (a note cache of the terms' facts, checked against the scan's size and mtime).
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { vaultNotesFile } from '../cache/dir.js';
import { pathsDigest } from '../cache/paths-digest.js';
import { readTextCacheFile, writeTextCacheFile } from '../cache/file.js';
import { openNoteCache, type NoteCache } from '../cache/note-cache.js';
import { readNoteText } from '../vault/note-size.js';
import { type VaultScan, whenScanned } from '../gather/search/scan.js';
import { aborted } from '../gather/search/yield.js';
import { InterruptedError } from '../errors.js';
import { withPacedHeap } from '../io/heap-pace.js';
import { noteLines } from '../gather/references/note-lines.js';
import { frontmatterTags, inlineTags } from '../gather/notes/tags.js';
import { VaultView } from '../gather/vault-view.js';
import type { NamedTerm } from '../need/types.js';
import { termKeys } from '../plan/planner.js';
import type { VaultConfig } from '../vault/config.js';
import type { VaultProfile } from '../vault/profile.js';
import { noteFrontmatter, type NoteFrontmatter } from '../vault/note-marks.js';
import { loadProfile, marksCache, marksOfText } from '../vault/profile-load.js';
import { QUERY_ENTRY, vaultTerms, type TermNote } from '../vault/terms.js';

/** A note named for a date or a period ("2026-11-27", "2026-W47", "2026-11") is a periodic note. */
const DATED = /(^|\/)\d{4}-(\d{2}|W\d{2}|Q\d)(-\d{2})?[^/]*\.md$/i;

export interface VaultTerms {
  /** The terms the last run kept, before the scan says whether they still hold; undefined when none are kept. */
  provisional: NamedTerm[] | undefined;
  /** The terms of the vault as it is now: the provisional array itself when no note changed, else made again. */
  settled(): Promise<NamedTerm[]>;
  /** Every term of the vault as it is now, whatever `wanted` says (what Claude's reading is checked against). */
  all(): Promise<NamedTerm[]>;
}

/** The vault's terms, settled (for commands that plan once: `skill plan`, `skill check`). */
export async function termsOfVault(
  vault: string,
  config: VaultConfig,
  signal: AbortSignal,
  cacheDir?: string,
  view = new VaultView(vault),
): Promise<NamedTerm[]> {
  return openVaultTerms(vault, config, signal, cacheDir, view).settled();
}

/**
 * `wanted`: which terms the caller can use, by their keys (the planner's termFilter for a ritual's needs). A vault of
 * 100k notes has tens of thousands of terms (the bench's: 64,360), of which a ritual's needs can name a handful: only
 * those are made into objects (the others stay lines of the kept text), which kept 40 MB out of a warm run there.
 */
export function openVaultTerms(
  vault: string,
  config: VaultConfig,
  signal: AbortSignal,
  cacheDir?: string,
  view = new VaultView(vault),
  wanted?: (keys: readonly string[]) => boolean,
): VaultTerms {
  // Started here, so that the scan runs while the caller plans with the provisional terms.
  const scanning = view.scanned(signal);
  scanning.catch(() => {}); // settled() reports it; a caller that never settles must not see an unhandled rejection
  const kept = cacheDir === undefined ? undefined : readKept(cacheDir, vault);
  const provisional = kept?.packed === undefined ? undefined : unpackTerms(kept.packed, wanted);
  let settling: Promise<{ packed: Packed; terms: NamedTerm[] }> | undefined;
  const settle = async (): Promise<{ packed: Packed; terms: NamedTerm[] }> => {
    try {
      const scanned = await whenScanned(scanning);
      const signature = signatureOf(scanned, config);
      if (kept?.packed !== undefined && provisional && kept.signature === signature) return { packed: kept.packed, terms: provisional };
      // With no terms kept (a first run), every note is read here: the heap is paced while it is (io/heap-pace.ts).
      const made = () => termsFrom(vault, config, scanned, cacheDir, signal);
      const packed = packTerms(provisional === undefined ? await withPacedHeap(made) : await made());
      if (kept) writeTextCacheFile(kept.file, TERMS_KIND, keptText(signature, packed));
      const u = unpackTerms(packed, wanted);
      return { packed, terms: u };
    } catch (err) {
      if (signal.aborted) throw err;
      return { packed: { keys: [], lines: () => '' }, terms: [] };
    }
  };
  const settled = () => (settling ??= settle());
  return {
    provisional,
    settled: async () => (await settled()).terms,
    all: async () => (wanted ? unpackTerms((await settled()).packed) : (await settled()).terms),
  };
}

/** The terms made from every note's facts (read again only for the notes the scan shows changed) and the profile. */
async function termsFrom(
  vault: string,
  config: VaultConfig,
  scanned: VaultScan,
  cacheDir: string | undefined,
  signal: AbortSignal,
): Promise<NamedTerm[]> {
  const { notes, profile } = await notesAndProfile(vault, config, scanned, cacheDir, signal);
  // The folders the layout names (directives, periodic notes, inbox…) are what the catalogue already reads there.
  const folders = layoutStrings(config.layout)
    .map((f) => f.replace(/^\/+|\/+$/g, '').toLowerCase())
    .filter((f) => f !== '');
  const inLayout = (rel: string) => folders.some((f) => rel.toLowerCase().startsWith(`${f}/`));
  const known = new Set([
    ...profile.people.notes,
    ...profile.projects.notes,
    ...profile.meetings.notes,
    ...notes.map((n) => n.rel).filter((r) => DATED.test(r) || inLayout(r)),
  ]);
  return vaultTerms(notes, { templates: config.layout.templates ? [config.layout.templates] : [], known });
}

/**
 * Every note's term facts and the profile, each through its note cache. The caches are let go when this returns:
 * at 100,000 notes each holds 100,000 entries, which the terms made next need no longer.
 */
async function notesAndProfile(
  vault: string,
  config: VaultConfig,
  scanned: VaultScan,
  cacheDir: string | undefined,
  signal: AbortSignal,
): Promise<{ notes: TermNote[]; profile: VaultProfile }> {
  const real = realpathSync(vault);
  const cache = cacheDir === undefined ? undefined : openNoteCache(cacheDir, `${real}#terms`);
  const marks = cacheDir === undefined ? undefined : marksCache(cacheDir, real);
  const notes = await termNotes(vault, scanned, cache, marks, signal);
  cache?.save();
  // The marks given are saved by the profile when it is made again (it asks for every note; a save after asking for
  // only the changed notes would drop the others' marks from the cache).
  const profile = loadProfile(vault, config.layout, {
    scan: scanned,
    ...(cacheDir !== undefined ? { cacheDir } : {}),
    ...(marks ? { marks: marks.cache } : {}),
  });
  return { notes, profile };
}

const FACTS_KIND = 'term-facts3';

/** What the terms read of a note: its tags, the values of the keys they name things by, and its other keys' names. */
interface TermFacts {
  fm: Record<string, unknown>;
  tags: string[];
}

const VALUE_KEYS = new Set(['categories', 'type', 'aliases']);

/**
 * What the terms read of a note's text: its frontmatter (`parsed`: as noteFrontmatter gives it, parsed once for the
 * marks too) and tags (not the links and tasks the vault view reads). Broken frontmatter: the note still gives its
 * inline tags (the vault view counts it, the terms need not). `same`: the pass's one copy of a tag.
 */
function termFactsOf(text: string, parsed: NoteFrontmatter, same: (tag: string) => string): TermFacts {
  const lines = noteLines(text);
  const frontmatter: Record<string, unknown> = lines.fmEnd > 0 && typeof parsed === 'object' ? parsed.data : {};
  // Only the values a term is made of are kept: a vault of 100k notes keeps one small entry per note.
  const fm = Object.fromEntries(Object.entries(frontmatter).map(([k, v]) => [k, VALUE_KEYS.has(k) ? v : 0]));
  return { fm, tags: [...new Set([...frontmatterTags(frontmatter), ...inlineTags(lines).map((t) => t.tag)])].map(same) };
}

type Marks = ReturnType<typeof marksCache>;

/** Notes read between two turns of the event loop (a turn lets a signal handler run). */
const NOTES_PER_TURN = 2000;

/**
 * Every note's term facts, read only where the scan shows a note changed. A note read here gives the profile its marks
 * from the same read (`marks`): on a first run the terms and the profile each read every note, twice the reading.
 */
async function termNotes(
  vault: string,
  scanned: VaultScan,
  cache: NoteCache | undefined,
  marks: Marks | undefined,
  signal: AbortSignal,
): Promise<TermNote[]> {
  const notes: TermNote[] = [];
  // One copy of each tag and one { tag } of it for the whole pass, shared by the notes that have it: a vault's tags
  // repeat across its notes, and at 100k notes each note's own copies held megabytes.
  const tagRefs = new Map<string, { tag: string }>();
  const ref = (tag: string): { tag: string } => {
    let r = tagRefs.get(tag);
    if (!r) tagRefs.set(tag, (r = { tag }));
    return r;
  };
  const same = (tag: string): string => ref(tag).tag;
  for (let k = 0; k < scanned.rels.length; k++) {
    // A first run reads every note here (seconds at 100,000 notes): Ctrl-C is heard between batches, and nothing is kept.
    if (k % NOTES_PER_TURN === NOTES_PER_TURN - 1 && (await aborted(signal)))
      throw new InterruptedError('interrupted while reading the vault');
    const rel = scanned.rels[k]!;
    if (Number.isNaN(scanned.mtime[k])) continue; // gone since the walk
    const stat = { size: scanned.size[k]!, mtime: scanned.mtime[k]! };
    const read = (): TermFacts | undefined => {
      let text: string | undefined;
      try {
        // Larger notes are exports or logs, not notes a need names (as the vault view and the profile skip them).
        text = readNoteText(`${vault}/${rel}`, stat.size);
      } catch {
        return undefined;
      }
      if (text === undefined) return { fm: {}, tags: [] };
      const parsed = noteFrontmatter(text);
      marks?.cache.get(marks.kind, rel, () => marksOfText(text, parsed), stat);
      return termFactsOf(text, parsed, same);
    };
    // Both caches are the vault's own and keyed by the note's path in it (the scan's string: no string of its own).
    const facts = cache ? cache.get(FACTS_KIND, rel, read, stat) : read();
    if (!facts) continue;
    notes.push({ rel, frontmatter: facts.fm, tags: facts.tags.map(ref) });
  }
  return notes;
}

/** Every text in the layout (its folders and file names among them), however deep. */
function layoutStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(layoutStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(layoutStrings);
  return [];
}

const TERMS_KIND = 'vault-terms7';

/**
 * The terms as kept: a line each, `option<TAB>value`, or with `<TAB>phrase` when the phrase is not the value as written
 * (an alias, a tag's last part), grouped by the first of the planner's termKeys of the phrase: a run looks only in the
 * groups of keys its needs have (at 100k notes, splitting every phrase of 50,000 into words was 60 ms of a warm run,
 * and a pass over every line 60 ms more). Every term names the notes query with one option of one value
 * (src/vault/terms.ts). A term with a tab or a line break in it is not kept: no need can be written with one.
 * `keys`: the groups' first keys, in the order of an object's own keys (as they always were: the terms come out in
 * that order); `lines`: a group's lines, decoded from the kept file only when asked for.
 */
interface Packed {
  readonly keys: readonly string[];
  lines(key: string): string;
}

function packTerms(terms: readonly NamedTerm[]): Packed {
  const groups = new Map<string, string[]>();
  for (const t of terms) {
    const [option, more] = Object.entries(t.options ?? {});
    if (t.entry !== QUERY_ENTRY || !option || more || option[1].length !== 1) continue; // no other shape is made
    const value = option[1][0]!;
    const fields = t.phrase === value ? [option[0], value] : [option[0], value, t.phrase];
    const keys = termKeys(t.phrase);
    if (keys.length === 0 || fields.some((f) => /[\t\n\r]/.test(f))) continue;
    const line = fields.join('\t');
    const group = groups.get(keys[0]!);
    if (group) group.push(line);
    else groups.set(keys[0]!, [line]);
  }
  const joined = new Map([...groups].map(([k, lines]) => [k, lines.join('\n')]));
  // fromEntries defines each key as the group's own (a tag "__proto__" is a group like any other).
  return { keys: Object.keys(Object.fromEntries(joined)), lines: (key) => joined.get(key) ?? '' };
}

/** The kept terms, those `wanted` keeps (all without it). */
function unpackTerms(packed: Packed, wanted?: (keys: readonly string[]) => boolean): NamedTerm[] {
  const terms: NamedTerm[] = [];
  for (const first of packed.keys) {
    // A term whose first key no need has is no term any need could name (termFilter asks for every key).
    if (wanted && !wanted([first])) continue;
    for (const line of packed.lines(first).split('\n')) {
      const [option, value, phrase] = line.split('\t');
      if (option === undefined || value === undefined || (wanted && !wanted(termKeys(phrase ?? value)))) continue;
      terms.push({ phrase: phrase ?? value, entry: QUERY_ENTRY, options: { [option]: [value] } });
    }
  }
  return terms;
}

/**
 * The kept file's text: a JSON line with the signature and where each group's lines are in the text after it (UTF-8
 * byte offsets), then the groups' lines. A run decodes the JSON line and the few groups its needs can name: parsing
 * the whole as JSON, with every tab and line break an escape to undo, was 1.5 ms of a warm run's main thread at 10k
 * notes and 8-18 ms at 100k (2 MB), before its first plan.
 */
function keptText(signature: string, packed: Packed): string {
  const bodies = packed.keys.map((k) => packed.lines(k));
  let at = 0;
  const groups = packed.keys.map((k, i) => [k, at, (at += Buffer.byteLength(bodies[i]!))] as const);
  return `${JSON.stringify({ signature, groups })}\n${bodies.join('')}`;
}

/** The signature and the groups of a kept file's text, or undefined when it is not text keptText wrote. */
function keptOf(bytes: Buffer): { signature: string; packed: Packed } | undefined {
  const eol = bytes.indexOf(0x0a);
  if (eol === -1) return undefined;
  let head: { signature?: unknown; groups?: unknown };
  try {
    head = JSON.parse(bytes.toString('utf8', 0, eol)) ?? {};
  } catch {
    return undefined;
  }
  const body = eol + 1;
  const { signature, groups } = head;
  if (typeof signature !== 'string' || !Array.isArray(groups) || !groups.every((g) => isGroup(g, bytes.length - body))) return undefined;
  const spans = new Map((groups as [string, number, number][]).map(([k, start, end]) => [k, [body + start, body + end] as const]));
  const lines = (key: string): string => {
    const span = spans.get(key);
    return span ? bytes.toString('utf8', span[0], span[1]) : '';
  };
  return { signature, packed: { keys: (groups as [string, number, number][]).map((g) => g[0]), lines } };
}

/** A group's entry in the JSON line: its key and where its lines start and end, within a text of `size` bytes. */
const isGroup = (g: unknown, size: number): boolean =>
  Array.isArray(g) &&
  g.length === 3 &&
  typeof g[0] === 'string' &&
  Number.isSafeInteger(g[1]) &&
  Number.isSafeInteger(g[2]) &&
  0 <= g[1] &&
  g[1] <= g[2] &&
  g[2] <= size;

/**
 * What the kept terms hold for: every note's path (the scan's digest, made on its worker thread), size and mtime (the
 * scan's arrays as they are), and the layout: a string per note cost more than the rest of the check at 100k notes.
 */
function signatureOf(scanned: VaultScan, config: VaultConfig): string {
  const h = createHash('sha256').update(JSON.stringify(config.layout)).update('\0');
  h.update(scanned.digest ?? pathsDigest(scanned.rels)).update('\0');
  h.update(new Uint8Array(scanned.size.buffer, scanned.size.byteOffset, scanned.size.byteLength));
  h.update(new Uint8Array(scanned.mtime.buffer, scanned.mtime.byteOffset, scanned.mtime.byteLength));
  return h.digest('hex');
}

/** This vault's kept terms file, and the terms and signature in it when it holds them. */
function readKept(cacheDir: string, vault: string): { file: string; signature?: string; packed?: Packed } | undefined {
  try {
    const file = vaultNotesFile(cacheDir, realpathSync(vault), '.terms.json');
    const bytes = readTextCacheFile(file, TERMS_KIND);
    return { file, ...(bytes ? keptOf(bytes) : {}) };
  } catch {
    return undefined; // a vault whose real path cannot be read: no terms are kept for it
  }
}
