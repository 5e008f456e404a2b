/**
 * Readings beyond the rules: every need the rules did not fully understand is looked up in the reading cache, and
 * what is not there goes to Claude in one structured call for the whole ritual (fast tier). Claude's answer is
 * checked against the catalogue (src/plan/fallback.ts) and cached under the user cache dir, keyed by the need's
 * words, the catalogue, the layout and the tool version, so the next run is instant and the same offline. A cached
 * reading that no longer fits the catalogue, or is damaged (its checksum, src/cache/file.ts), is dropped and read
 * again. A failed call never fails the run: the rules' reading stands, and memory.md says what was not understood.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir } from '../gather/search/store.js';
import type { ArchiveDates, Ask, NamedTerm, NeedReading } from '../need/types.js';
import { termsKey } from '../vault/terms.js';
import { readJsonCacheFile, writeJsonCacheFile } from '../cache/file.js';
import { isStrings } from '../cache/shape.js';
import type { Catalogue } from '../plan/catalogue-types.js';
import { findEntry } from '../plan/catalogue.js';
import { checkReadings, FALLBACK_SCHEMA, FALLBACK_TOOL, fallbackPrompt, type RawReading } from '../plan/fallback.js';
import { planNeeds, type NeedInput } from '../plan/planner.js';
import { archiveDates } from '../vault/archives.js';
import { taskMarksOnce } from '../gather/tasks/marks.js';
import type { TimeResolution } from '../time/types.js';
import { describeTarget } from '../time/render.js';
import { InterruptedError, isSkillError } from '../errors.js';
import type { Engine } from './engine.js';
import { loadLemmaCache, saveLemmaCache } from './lemma-cache.js';
import type { Plan } from '../plan/types.js';
import type { VaultConfig } from '../vault/config.js';

/** Bump when the reader's output for the same words may change, so old cached readings are not reused. */
const READER_VERSION = '13';

export const READING_CACHE_KIND = 'need-reading';

export interface ReadingsInput {
  ritual: string;
  needs: readonly NeedInput[];
  resolution: TimeResolution;
  catalogue: Catalogue;
  /** What the vault's layout is, as text (part of the cache key: the same words may mean other notes). */
  layoutKey: string;
  cacheDir: string;
  /** Claude, when there is a key and the run is not offline. */
  engine?: Engine | undefined;
  /** Ask Claude again even when a cached reading exists. */
  refresh?: boolean;
  signal: AbortSignal;
  /** The vault's own terms the rules read with (the layoutKey holds them too: layoutKeyOf). */
  terms?: readonly NamedTerm[];
  recentDays?: number;
  /** The vault's latest archives before the target (PlanOptions `archives`). */
  archives?: ArchiveDates | undefined;
  /** The marks on the vault's tasks, read when first asked (PlanOptions `marks`). */
  marks?: (() => readonly string[]) | undefined;
}

/**
 * The vault's shape as the reading cache key has it: its layout and its own terms (hashed: a vault's titles are many),
 * so a reading made for another shape of the vault — other folders, categories, titles — is not reused.
 */
export function layoutKeyOf(layout: unknown, terms: readonly NamedTerm[]): string {
  return JSON.stringify([layout, terms.length ? createHash('sha256').update(termsKey(terms)).digest('hex') : '']);
}

const fingerprints = new WeakMap<Catalogue, string>();

function catalogueFingerprint(catalogue: Catalogue): string {
  let f = fingerprints.get(catalogue);
  if (!f) {
    const shape = catalogue.subSkills.map((s) => [s.name, s.serves.map((e) => [e.id, e.phrases, e.usesRange, e.options])]);
    f = createHash('sha256')
      .update(JSON.stringify([shape, catalogue.vocabulary]))
      .digest('hex');
    fingerprints.set(catalogue, f);
  }
  return f;
}

/** Where a need's Claude reading is kept: one file per need words, catalogue, layout and reader version. */
export function readingCacheFile(input: Pick<ReadingsInput, 'catalogue' | 'layoutKey' | 'cacheDir'>, need: NeedInput): string {
  const key = createHash('sha256')
    .update(JSON.stringify([READER_VERSION, need.text, need.details ?? [], catalogueFingerprint(input.catalogue), input.layoutKey]))
    .digest('hex');
  return join(input.cacheDir, 'readings', `${key.slice(0, 40)}.json`);
}

/** Whether a cached reading still names entries and option values the catalogue has. */
function fits(reading: NeedReading, catalogue: Catalogue): boolean {
  return reading.asks.every((a) => {
    const found = findEntry(catalogue, `${a.sub}#${a.entry}`);
    if (!found) return false;
    return Object.entries(a.options).every(([param, values]) => {
      const option = found.entry.options.find((o) => o.param === param);
      return option !== undefined && (option.capture !== undefined || values.every((v) => option.values.some((x) => x.value === v)));
    });
  });
}

/** Whether a cached value has the shape of a reading (the time of an ask is checked by the planner that uses it). */
function isReading(r: unknown): r is NeedReading {
  const x = r as Partial<NeedReading> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof x.text === 'string' &&
    ['understood', 'partly', 'unmatched'].includes(x.status as string) &&
    isStrings(x.unexplained) &&
    Array.isArray(x.asks) &&
    x.asks.every(
      (a: Partial<Ask> | null) =>
        typeof a === 'object' &&
        a !== null &&
        typeof a.sub === 'string' &&
        typeof a.entry === 'string' &&
        isStrings(a.words) &&
        typeof a.options === 'object' &&
        a.options !== null &&
        Object.values(a.options).every(isStrings) &&
        (a.time === undefined || (typeof a.time === 'object' && a.time !== null)),
    )
  );
}

/** A cached reading, or undefined: none, damaged (removed), or no longer fitting the catalogue (removed). */
function readCached(file: string, catalogue: Catalogue): NeedReading | undefined {
  const r = readJsonCacheFile(file, READING_CACHE_KIND);
  if (isReading(r) && fits(r, catalogue)) return { ...r, source: 'cache' };
  if (existsSync(file)) rmSync(file, { force: true });
  return undefined;
}

function writeCached(file: string, reading: NeedReading): void {
  // A cache that cannot be written costs the next run a call, nothing more.
  writeJsonCacheFile(file, READING_CACHE_KIND, reading);
}

/** Readings for the needs the rules did not fully understand, from the cache or from Claude, by need index. */
export async function readingsBeyondRules(input: ReadingsInput): Promise<Map<number, NeedReading>> {
  const rules = planNeeds(input.ritual, input.needs, input.resolution, input.catalogue, {
    recentDays: input.recentDays,
    archives: input.archives,
    marks: input.marks,
    terms: input.terms ?? [],
  });
  const open = rules.needs.filter((n) => n.status !== 'understood' && n.text.trim() !== '');
  const out = new Map<number, NeedReading>();
  if (open.length === 0) return out;
  const ask = [];
  for (const n of open) {
    const cached = input.refresh ? undefined : readCached(readingCacheFile(input, input.needs[n.index]!), input.catalogue);
    if (cached) out.set(n.index, cached);
    else ask.push(n);
  }
  const engine = input.engine;
  if (!engine || ask.length === 0) return out;
  try {
    const { callForJson } = await import('../model/index.js');
    const answer = await callForJson<{ readings: RawReading[] }>({
      client: engine.client,
      model: engine.models.fast,
      system: 'You read the needs of a ritual against a fixed catalogue of data sources. You never invent entries or options.',
      prompt: fallbackPrompt(ask, input.catalogue, describeTarget(input.resolution), input.terms ?? []),
      toolName: FALLBACK_TOOL,
      toolDescription: 'Give, for each listed need, what it asks for in terms of the catalogue.',
      schema: FALLBACK_SCHEMA,
      signal: input.signal,
      transcript: engine.transcript,
      budget: engine.budget,
      label: 'need reading',
    });
    const { readings, problems } = checkReadings(answer.readings ?? [], ask, input.catalogue, input.terms ?? []);
    engine.transcript.note('need-readings', {
      read: [...readings.entries()].map(([i, r]) => ({
        need: input.needs[i]!.text,
        status: r.status,
        asks: r.asks,
        unexplained: r.unexplained,
      })),
      problems,
    });
    for (const [i, r] of readings) {
      out.set(i, r);
      writeCached(readingCacheFile(input, input.needs[i]!), r);
    }
  } catch (err) {
    if (err instanceof InterruptedError || input.signal.aborted) throw err;
    // Budget, API and answer problems leave the rules' reading in place; memory.md says what was not understood.
    engine.transcript.note('need-readings-failed', { error: isSkillError(err) || err instanceof Error ? err.message : String(err) });
  }
  return out;
}

export interface PlanRitualOptions {
  ritual: { name: string; needs: readonly NeedInput[] };
  resolution: TimeResolution;
  catalogue: Catalogue;
  config: VaultConfig;
  /** The vault, to date "since the last review" from its archives; without one such a need says so. */
  vault?: string | undefined;
  env: NodeJS.ProcessEnv;
  signal: AbortSignal;
  /** --offline: cached readings only, never a call. */
  offline?: boolean;
  /** --refresh: ask Claude again for what the rules do not understand. */
  refresh?: boolean;
  /** The vault's own terms (src/run/vault-terms.ts): read beside the catalogue's names, and part of the cache key. */
  terms?: readonly NamedTerm[];
}

/**
 * The plan `skill plan` and `skill check` show: the rules, then cached readings, then — with a key and not offline —
 * one Claude call for what is still not understood. The call's transcript goes to a temporary folder that is
 * removed afterwards (these commands keep no session).
 */
export async function planRitual(opts: PlanRitualOptions): Promise<Plan> {
  const recentDays = opts.config.needs.recentDays;
  const cacheDir = defaultCacheDir(opts.env);
  loadLemmaCache(cacheDir);
  try {
    return await planWithReadings(opts, recentDays, cacheDir);
  } finally {
    saveLemmaCache(cacheDir);
  }
}

async function planWithReadings(opts: PlanRitualOptions, recentDays: number, cacheDir: string): Promise<Plan> {
  const archives = opts.vault === undefined ? undefined : archiveDates(opts.vault, opts.config.layout, opts.resolution.start);
  const marks = opts.vault === undefined ? undefined : taskMarksOnce(opts.vault);
  const terms = opts.terms ?? [];
  const rules = planNeeds(opts.ritual.name, opts.ritual.needs, opts.resolution, opts.catalogue, { recentDays, archives, marks, terms });
  if (rules.needs.every((n) => n.status === 'understood')) return rules;
  const input: ReadingsInput = {
    ritual: opts.ritual.name,
    needs: opts.ritual.needs,
    resolution: opts.resolution,
    catalogue: opts.catalogue,
    layoutKey: layoutKeyOf(opts.config.layout, terms),
    cacheDir,
    signal: opts.signal,
    recentDays,
    archives,
    marks,
    terms,
    refresh: opts.refresh,
  };
  const { wantsClaude, openEngine } = await import('./engine.js');
  let readings: Map<number, NeedReading>;
  if (wantsClaude(opts.env, opts.offline)) {
    const dir = mkdtempSync(join(tmpdir(), 'skill-reading-'));
    const engine = openEngine({ env: opts.env, config: opts.config, sessionDir: dir });
    try {
      readings = await readingsBeyondRules({ ...input, engine });
    } finally {
      engine.transcript.close();
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    readings = await readingsBeyondRules(input);
  }
  return readings.size
    ? planNeeds(opts.ritual.name, opts.ritual.needs, opts.resolution, opts.catalogue, { readings, recentDays, archives, marks, terms })
    : rules;
}
