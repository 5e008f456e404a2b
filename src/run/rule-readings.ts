/**
 * The rules' readings of needs (and of the write phase's sentences: the entry each names), kept between runs: a warm run read every need of its ritual again, ~26 ms of a
 * profiled 10k run's main thread at any vault size (compiling the vault's terms, src/need/names.ts compileTerms, half
 * of it), and at 10k notes the main thread is the run's critical path. Kept, a warm 10k run is 54 M instructions
 * fewer (2.31 → 2.26 G, callgrind, mean of 5 seeds); the tokenizer's first use moves to the write targets. A reading is pure and relative to the target, not to a
 * date (src/need/read.ts), so it is kept by what readNeed reads and nothing else: the need's text and details, the
 * vault's terms it was given (each one's phrase, entry and options, in order), the reader view's key (the catalogue's
 * reader fields and the vocabulary: reader-view.ts) and the build of skill (readCacheFile: the reader's code and the
 * lemmatizer). The lemma cache is not part of it: it holds the forms the lemmatizer gives, the same as made anew.
 *
 * Kept in `<cacheDir>/rule-readings.bin`, each reading V8-serialised on its own, so a run deserialises only the ones
 * it uses, and each use is a copy of its own (the planner's plan never shares an object with the kept value). The
 * file keeps the last-used KEEP readings of any catalogue and terms, and is written only when a run read a need anew.
 * A damaged file or entry is a miss: the need is read again.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { readCacheFile, writeCacheFile } from '../cache/file.js';
import type { NamedTerm, NeedReading } from '../need/types.js';
import type { Catalogue } from '../plan/catalogue-types.js';
import { useKeptReadings, type KeptReadings, type NeedInput } from '../plan/planner.js';
import { readerViewKey } from './reader-view.js';

const KIND = 'rule-readings1';
const FILE = 'rule-readings.bin';
/** Enough for a few dozen rituals of ~10 needs each in a few shapes of the vault; ~0.5 KB each. */
const KEEP = 256;

export interface RuleReadings {
  /** Keeps the readings this run used or made, if it made any (a cache that cannot be written is a miss next time). */
  save(): void;
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The shape of a reading as the planner reads it (the file is checked whole by its checksum and build). */
function isReading(v: unknown): v is NeedReading {
  const r = v as Partial<NeedReading> | null;
  return typeof r === 'object' && r !== null && typeof r.text === 'string' && Array.isArray(r.asks) && Array.isArray(r.unexplained);
}

/** A write sentence's entry, boxed (a sentence that names no note is kept too, as null). */
interface WriteEntry {
  entry: string | null;
}

const isWriteEntry = (v: unknown): v is WriteEntry =>
  typeof v === 'object' && v !== null && ((v as WriteEntry).entry === null || typeof (v as WriteEntry).entry === 'string');

function decoded<T>(bytes: unknown, valid: (v: unknown) => v is T): T | undefined {
  if (!(bytes instanceof Uint8Array)) return undefined;
  try {
    const value = deserialize(bytes) as unknown;
    return valid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function storedReadings(file: string): Map<string, unknown> {
  const kept = readCacheFile(file, KIND);
  return kept instanceof Map ? (kept as Map<string, unknown>) : new Map();
}

class Keeper implements KeptReadings {
  /** Readings used or made in this run, by key, serialised, in the order last used. */
  readonly used = new Map<string, Uint8Array>();
  /** Whether a need was read anew (then the file is written). */
  fresh = false;
  private readonly termKeys = new WeakMap<readonly NamedTerm[], string>();

  constructor(
    private readonly stored: ReadonlyMap<string, unknown>,
    private readonly view: string,
  ) {}

  reading(need: NeedInput, terms: readonly NamedTerm[], read: () => NeedReading): NeedReading {
    return this.kept(sha(JSON.stringify([this.view, this.termsKey(terms), need.text, need.details ?? []])), isReading, read);
  }

  /** A write sentence is read against the catalogue's view only (plan/targets.ts: no vault terms). */
  writeEntry(sentence: string, read: () => string | undefined): string | undefined {
    const key = sha(JSON.stringify([this.view, 'write', sentence]));
    return this.kept(key, isWriteEntry, () => ({ entry: read() ?? null })).entry ?? undefined;
  }

  /** The value kept under `key` (a copy of its own), or `read()`'s, which is then kept. */
  private kept<T>(key: string, valid: (v: unknown) => v is T, read: () => T): T {
    const bytes = this.used.get(key) ?? this.stored.get(key);
    const known = decoded(bytes, valid);
    if (known !== undefined) {
      this.used.delete(key);
      this.used.set(key, bytes as Uint8Array);
      return known;
    }
    const value = read();
    this.used.delete(key);
    this.used.set(key, serialize(value));
    this.fresh = true;
    return value;
  }

  /** A run reads all its needs with one list of terms: hashed once per list. */
  private termsKey(terms: readonly NamedTerm[]): string {
    let key = this.termKeys.get(terms);
    if (key === undefined) {
      key = terms.length === 0 ? '' : sha(JSON.stringify(terms.map((t) => [t.phrase, t.entry, t.options ?? null])));
      this.termKeys.set(terms, key);
    }
    return key;
  }
}

/**
 * Makes the planner take the kept readings for this catalogue (after loadReaderView, whose key they share). A need
 * whose reading is kept is not read at all, so a run where every need is kept never compiles the vault's terms.
 */
export function loadRuleReadings(cacheDir: string, catalogue: Catalogue): RuleReadings {
  const file = join(cacheDir, FILE);
  const keeper = new Keeper(storedReadings(file), readerViewKey(catalogue));
  useKeptReadings(catalogue, keeper);
  return {
    save: () => {
      if (!keeper.fresh) return;
      // Another run may have kept readings since this one loaded: keep them, then this run's as the latest used.
      const merged = storedReadings(file);
      for (const [key, bytes] of keeper.used) {
        merged.delete(key);
        merged.set(key, bytes);
      }
      writeCacheFile(file, KIND, new Map([...merged].slice(-KEEP)));
    },
  };
}
