/**
 * The vault profile of a vault on disk (profile.ts decides; this reads): every note's marks, through a note cache of
 * their own (a note is read again only when its size or mtime changed), and the vault's `.base` files. One profile
 * per vault and layout per process: the people, projects and meetings tasks of a run share it; between runs it is
 * kept whole (loadProfile).
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { vaultNotesFile } from '../cache/dir.js';
import { pathsDigest } from '../cache/paths-digest.js';
import { openNoteCache, type NoteCache } from '../cache/note-cache.js';
import { readCacheFile, writeCacheFile } from '../cache/file.js';
import type { Layout } from './layout-resolve.js';
import { noteFrontmatter, noteMarks, type NoteFrontmatter, type NoteMarks } from './note-marks.js';
import { discoverProfile, type ProfileInput, type VaultProfile } from './profile.js';
import { walkFiles } from './walk.js';
import { MAX_NOTE_BYTES, readNoteText } from './note-size.js';
import { END_KEYS, KIND_KEYS, KIND_TAGS, STATUS_KEYS } from './kind-words.js';

/**
 * The note cache's kind for marks; its name carries the shape of the value, and that notes are named by their path in
 * the vault (the cache is the vault's own): at 100,000 notes the absolute paths were 17 MB of a first run's heap.
 */
const MARKS_KIND = 'marks:kind-props+kind-tags+fields|0|rel';
/** What the profile reads of a note's properties and fields; the rest is not kept (a vault of 100k notes). */
const KEPT_KEYS = new Set([...KIND_KEYS, ...STATUS_KEYS, ...END_KEYS]);
/** Kept beside those, for a note that has them: a meeting's date. */
const DATE_KEYS = new Set(['date', 'when']);
const KIND_TAG_WORDS = new Set(Object.values(KIND_TAGS).flat());
const NO_MARKS: NoteMarks = { props: {}, tags: [], fields: {} };

/**
 * The marks the profile uses, or 0 for a note with none (most notes of a large vault): the note cache keeps one
 * entry per note, and a vault of 10,000 notes is 2.3 MB of cache with every mark kept, 0.3 MB with these.
 */
function compactMarks(m: NoteMarks): NoteMarks | 0 {
  const pick = (r: Record<string, string[]>, keys: Set<string>) =>
    Object.fromEntries(Object.entries(r).filter(([k, v]) => keys.has(k) && (v.length > 0 || END_KEYS.includes(k))));
  const props = pick(m.props, KEPT_KEYS);
  const fields = pick(m.fields, KEPT_KEYS);
  const tags = m.tags.filter((t) => KIND_TAG_WORDS.has(t.slice(t.lastIndexOf('/') + 1)));
  if (!Object.keys(props).length && !Object.keys(fields).length && !tags.length) return 0;
  return { props: { ...props, ...pick(m.props, DATE_KEYS) }, tags, fields: { ...fields, ...pick(m.fields, DATE_KEYS) } };
}
/** The marks the profile keeps of a note's text (0: none, or a note too large to be one); `fm`: its frontmatter, when parsed already. */
export function marksOfText(text: string, fm?: NoteFrontmatter): NoteMarks | 0 {
  return text.length > MAX_NOTE_BYTES ? 0 : compactMarks(noteMarks(text, fm ?? noteFrontmatter(text)));
}

function readMarks(path: string): NoteMarks | 0 | undefined {
  try {
    const text = readNoteText(path); // notes larger than MAX_NOTE_BYTES are exports or logs: no marks
    return text === undefined ? 0 : marksOfText(text);
  } catch {
    return undefined;
  }
}

/**
 * The note cache of a vault's marks: a caller that reads every note for something else (the vault's terms) gives it
 * the marks from the same read and hands it to loadProfile (ProfileSources.marks), so the profile made next reads no
 * note. It is the caller's, not kept for the process: at 100,000 notes it held 100,000 entries for the rest of a
 * run that needs none of them once the profile is made.
 */
export function marksCache(cacheDir: string, vaultReal: string): { cache: NoteCache; kind: string } {
  return { cache: openNoteCache(cacheDir, `${vaultReal}#marks`), kind: MARKS_KIND };
}

const made = new Map<string, { layout: Layout; profile: VaultProfile }>();

/** The vault's notes with the size and mtime of each, sorted by code unit (a run's scan: gather/search/scan.ts). */
interface NoteStats {
  rels: readonly string[];
  mtime: ArrayLike<number>;
  size: ArrayLike<number>;
  /** pathsDigest(rels), when the scan made it. */
  digest?: string | undefined;
}

export interface ProfileSources {
  /** Every file of the vault (vault-relative), when the caller has walked it already. */
  files?: readonly string[];
  /** The run's scan of the notes: then nothing here walks or stats the vault unless the profile is made again. */
  scan?: NoteStats;
  /** The user cache folder: the profile and the notes' marks are kept there between runs. */
  cacheDir?: string | undefined;
  /** The marks cache (marksCache) of a caller that has just filled it from its own read of every note. */
  marks?: NoteCache;
  /** Discover again even when the kept profile still fits (`skill layout` does, so it always shows the notes as they are). */
  fresh?: boolean;
}

/**
 * What is kept of a profile between runs, in two files: people and projects, and meetings (a large vault has tens of
 * thousands of meeting notes, and most rituals never ask for them). Each holds while the vault's notes and the notes
 * of its kinds are unchanged.
 */
interface KeptPart<T> {
  signature: string;
  /** The part's notes, and the size and mtime of each when the profile was made. */
  rels: string[];
  size: Float64Array;
  mtime: Float64Array;
  part: T;
}

type Main = Pick<VaultProfile, 'people' | 'projects'>;
const KINDS = { main: 'vault-profile', meetings: 'vault-profile-meetings' } as const;

function partFile(cacheDir: string, vaultReal: string, which: keyof typeof KINDS): string {
  return vaultNotesFile(cacheDir, vaultReal, `.${which === 'main' ? 'profile' : 'meetings'}.bin`);
}

/** The notes of the vault (their pathsDigest) and the layout parts the profile depends on, as one hash. */
function signatureOf(notesDigest: string, layout: Layout): string {
  const h = createHash('sha256');
  h.update(JSON.stringify([layout.templates, layout.configured, layout.people, layout.projects, layout.meetings, layout.archive]));
  h.update(notesDigest);
  return h.digest('hex');
}

/** A note's size and mtime as the scan found them; undefined when not there. */
export type ScanLookup = (rel: string) => { size: number; mtime: number } | undefined;

/**
 * Looks notes up in a scan (its paths are sorted by code unit). Each search starts where the last one ended and
 * gallops from there, so notes asked for in path order, as the kept parts and the people and projects are, cost a few
 * comparisons each instead of a binary search of the whole list: at 100,000 notes those searches were some 30 ms
 * of a warm run's main thread. Any order is still answered, in at most twice a binary search's comparisons.
 */
export function scanLookup(scan: NoteStats): ScanLookup {
  let from = 0;
  return (rel) => {
    const k = sortedIndexOf(scan.rels, rel, from);
    if (k < 0) return undefined;
    from = k;
    return Number.isNaN(scan.mtime[k]) ? undefined : { size: scan.size[k]!, mtime: scan.mtime[k]! };
  };
}

/** Where `key` is in the sorted `list` (-1 when absent), searched outwards from `from` by doubling steps. */
export function sortedIndexOf(list: readonly string[], key: string, from: number): number {
  const n = list.length;
  if (n === 0) return -1;
  const start = Math.min(Math.max(from, 0), n - 1);
  // [lo, hi] brackets where the key must be, if anywhere.
  let lo: number;
  let hi: number;
  if (list[start]! <= key) {
    lo = start;
    let step = 1;
    while (lo + step < n && list[lo + step]! <= key) {
      lo += step;
      step *= 2;
    }
    hi = Math.min(lo + step, n) - 1;
  } else {
    hi = start - 1;
    let step = 1;
    while (hi - step >= 0 && list[hi - step]! > key) {
      hi -= step;
      step *= 2;
    }
    lo = Math.max(hi - step, 0);
  }
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list[mid]!;
    if (at === key) return mid;
    if (at < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** A note's size and mtime: from the run's scan, else from the disk. */
function statWith(vault: string, scan: NoteStats | undefined): ScanLookup {
  if (scan) return scanLookup(scan);
  return (rel) => {
    const st = statSync(join(vault, rel), { throwIfNoEntry: false });
    return st ? { size: st.size, mtime: st.mtimeMs } : undefined;
  };
}

function keptPart<T>(signature: string, rels: readonly string[], part: T, vault: string, scan: NoteStats | undefined): KeptPart<T> {
  const unique = [...new Set(rels)];
  const size = new Float64Array(unique.length);
  const mtime = new Float64Array(unique.length);
  const statOf = statWith(vault, scan);
  unique.forEach((rel, k) => {
    const st = statOf(rel);
    size[k] = st ? st.size : NaN;
    mtime[k] = st ? st.mtime : NaN;
  });
  return { signature, rels: unique, size, mtime, part };
}

/**
 * Kept parts read before the run's scan has ended (preloadProfile), by file: reading and deserialising one is work
 * that needs no scan, and done while the scan's worker runs it is off the end of the run (at 100,000 notes the
 * people and projects part was some 7 ms of the main thread after the scan). Each is used once, by the next readPart
 * of its file, and checked against the scan there like one read then.
 */
const preloaded = new Map<string, unknown>();

/** The kept people and projects part as read, before the scan says whether it still holds, with its key (partKey). */
export type EarlyProfile = Pick<VaultProfile, 'people' | 'projects'> & { key: string };

/** Each kept part read ahead, with its key: made while the scan runs, and not again when the part is used. */
const earlyKeys = new WeakMap<object, string>();

/**
 * Reads the vault's kept people and projects part now, for the loadProfile to come (a run's tasks call it before they
 * wait for the scan); not when that profile is made already, and once while it is not used yet (a second task gets
 * the same). Returns the part as read (undefined when there is none of its shape): loadProfile uses these very objects when the
 * scan shows its notes unchanged, so what a caller makes of them early holds for that profile (keptKeyOf).
 */
export function preloadProfile(vault: string, layout: Layout, cacheDir: string | undefined): EarlyProfile | undefined {
  if (cacheDir === undefined || made.get(vault)?.layout === layout) return undefined;
  let kept: unknown;
  try {
    const file = partFile(cacheDir, realpathSync(vault), 'main');
    if (preloaded.has(file)) kept = preloaded.get(file);
    else preloaded.set(file, (kept = readCacheFile(file, KINDS.main)));
  } catch {
    return undefined; // a vault whose real path cannot be read: loadProfile keeps nothing for it either
  }
  if (!isKeptPart<Main>(kept)) return undefined;
  let key = earlyKeys.get(kept);
  if (key === undefined) earlyKeys.set(kept, (key = partKey(kept)));
  return { key, people: kept.part.people, projects: kept.part.projects };
}

/** The kept value of `file`: the one preloaded, else read now. */
function keptValue(file: string, kind: string): unknown {
  if (!preloaded.has(file)) return readCacheFile(file, kind);
  const value = preloaded.get(file);
  preloaded.delete(file);
  return value;
}

/**
 * What the profile's people and projects were made from, as one hash: their notes' paths, sizes and mtimes. Values read
 * from exactly those notes (a person's names, a project's title: src/gather/vault-profile.ts) hold while a profile with
 * this key is used, since its notes are checked against the scan (readPart) or were just stat'ed (keptPart).
 */
function partKey(part: Pick<KeptPart<unknown>, 'rels' | 'size' | 'mtime'>): string {
  const h = createHash('sha256').update(part.rels.join('\0')).update('\0');
  h.update(new Uint8Array(part.size.buffer, part.size.byteOffset, part.size.byteLength));
  h.update(new Uint8Array(part.mtime.buffer, part.mtime.byteOffset, part.mtime.byteLength));
  return h.digest('hex');
}

const keys = new WeakMap<VaultProfile, string>();

/** The key (partKey) of the people and projects of a profile loadProfile kept or read from the cache folder; undefined for one it did not keep. */
export function keptKeyOf(profile: VaultProfile): string | undefined {
  return keys.get(profile);
}

/** Whether a value read from a part's file has a kept part's shape. */
function isKeptPart<T>(kept: unknown): kept is KeptPart<T> {
  const k = kept as KeptPart<T> | undefined;
  return (
    typeof k === 'object' &&
    k !== null &&
    typeof k.signature === 'string' &&
    Array.isArray(k.rels) &&
    k.size instanceof Float64Array &&
    k.mtime instanceof Float64Array &&
    typeof k.part === 'object' &&
    k.part !== null
  );
}

/** A kept part, when no note was added, removed or renamed and none of its notes changed since it was made. */
function readPart<T>(file: string, kind: string, vault: string, signature: string, scan: NoteStats | undefined): KeptPart<T> | undefined {
  const kept = keptValue(file, kind);
  if (!isKeptPart<T>(kept) || kept.signature !== signature) return undefined;
  const statOf = statWith(vault, scan);
  for (let k = 0; k < kept.rels.length; k++) {
    const st = statOf(kept.rels[k]!);
    if (!st || st.size !== kept.size[k] || st.mtime !== kept.mtime[k]) return undefined;
  }
  return kept;
}

/**
 * The profile of the vault, made once per process for a vault and layout. Between runs it is kept in the cache
 * folder and checked against the run's scan (or, without one, a walk and a stat of each kind's notes): reused when no
 * note was added, removed or renamed and no note of a kind changed; its meetings are read only when asked for. The
 * one staleness this accepts: a note that becomes a person, project or meeting by an edit alone is seen at the next
 * change to the vault's notes, or by `skill layout`, which always looks again.
 */
export function loadProfile(vault: string, layout: Layout, given: ProfileSources = {}): VaultProfile {
  // The caller's marks are let go once the profile is made: the profile is kept for the process, and through its
  // closures it held the whole marks cache (100,000 entries at 100,000 notes) for the rest of the run.
  const { marks: givenMarks, ...sources } = given;
  let marksToUse = givenMarks;
  const kept = made.get(vault);
  if (kept && kept.layout === layout && !sources.fresh) return kept.profile;
  // The notes (for the signature) from the run's scan when there is one; the whole vault is walked only to make the
  // profile again (the .base files are not notes).
  const files = sources.scan ? undefined : (sources.files ?? walkFiles(vault, { extension: '' }));
  const notes = sources.scan ? sources.scan.rels : files!.filter((f) => f.toLowerCase().endsWith('.md'));
  let vaultReal: string | undefined;
  try {
    vaultReal = realpathSync(vault);
  } catch {
    vaultReal = undefined;
  }
  const cacheDir = vaultReal !== undefined ? sources.cacheDir : undefined;
  const file = (which: keyof typeof KINDS) => (cacheDir !== undefined ? partFile(cacheDir, vaultReal!, which) : undefined);
  const signature = signatureOf(sources.scan?.digest ?? pathsDigest(notes), layout);
  let discovered: VaultProfile | undefined;
  let mainKey: string | undefined;
  const discover = (): VaultProfile => {
    if (discovered) return discovered;
    // The marks are a note cache of their own, read only when the profile is made again.
    const marks = marksToUse ?? (cacheDir !== undefined ? marksCache(cacheDir, vaultReal!).cache : undefined);
    marksToUse = undefined;
    const found = discoverFrom(vault, layout, files ?? walkFiles(vault, { extension: '' }), marks, sources.scan);
    const main = file('main');
    const meetings = file('meetings');
    if (main) {
      const part = keptPart<Main>(
        signature,
        [...found.people.notes, ...found.projects.notes],
        { people: found.people, projects: found.projects },
        vault,
        sources.scan,
      );
      writeCacheFile(main, KINDS.main, part);
      mainKey = partKey(part);
    }
    if (meetings) writeCacheFile(meetings, KINDS.meetings, keptPart(signature, found.meetings.notes, found.meetings, vault, sources.scan));
    return (discovered = found);
  };
  const fromFile = <T>(which: keyof typeof KINDS): KeptPart<T> | undefined => {
    const f = file(which);
    return f && !sources.fresh ? readPart<T>(f, KINDS[which], vault, signature, sources.scan) : undefined;
  };
  const keptMain = fromFile<Main>('main');
  if (keptMain) mainKey = earlyKeys.get(keptMain) ?? partKey(keptMain);
  const main = keptMain?.part ?? discover();
  let meetings: VaultProfile['meetings'] | undefined = discovered?.meetings;
  const profile: VaultProfile = {
    people: main.people,
    projects: main.projects,
    get meetings() {
      return (meetings ??= fromFile<VaultProfile['meetings']>('meetings')?.part ?? discover().meetings);
    },
  };
  if (mainKey !== undefined) keys.set(profile, mainKey);
  made.set(vault, { layout, profile });
  return profile;
}

function discoverFrom(
  vault: string,
  layout: Layout,
  files: readonly string[],
  cache: NoteCache | undefined,
  scan: NoteStats | undefined,
): VaultProfile {
  const notes: ProfileInput['notes'][number][] = [];
  const statOf = statWith(vault, scan);
  for (const rel of files) {
    if (!rel.toLowerCase().endsWith('.md')) continue;
    const path = join(vault, rel);
    // The scan's size and mtime when the run has one: no stat per note here. The cache is keyed by `rel`, so it is
    // always given them (a note gone since the walk is read, fails and is left out).
    const known = statOf(rel);
    const marks = cache && known ? cache.get(MARKS_KIND, rel, () => readMarks(path), known) : readMarks(path);
    if (marks !== undefined) notes.push({ rel, marks: marks === 0 ? NO_MARKS : marks });
  }
  cache?.save();
  const bases = files
    .filter((f) => f.toLowerCase().endsWith('.base'))
    .flatMap((rel) => {
      try {
        return [{ rel, text: readFileSync(join(vault, rel), 'utf8') }];
      } catch {
        return [];
      }
    });
  const configured: ProfileInput['configured'] = {};
  for (const kind of ['people', 'projects', 'meetings'] as const) {
    if (layout.configured?.[kind]) configured[kind] = { folder: layout[kind], origin: layout.origins[kind as 'people'] ?? 'config' };
  }
  return discoverProfile({ notes, bases, templates: layout.templates ? [layout.templates] : [], configured, archive: layout.archive });
}
