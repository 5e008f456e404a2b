/**
 * The qmd engine (`@tobilu/qmd`, needs Node ≥ 22): `qmd search --format json -n <count> --full-path
 * [-c <collection>] -- <query>`, BM25 over qmd's own SQLite index, no model download. Run through the one program runner
 * (src/io/program.ts), without a shell, with a minimal environment (never the API key), a timeout and an output cap.
 *
 * Paths: with --full-path (qmd ≥ 2.5.3) `file` is an on-disk path, "./"-relative when under qmd's working directory
 * (we run qmd in the vault) and absolute otherwise; a file qmd cannot resolve, and every file from older versions, is
 * a `qmd://<collection>/<path>` URI, mapped to `<vault>/<path>` (so the collection is assumed to be rooted at the
 * vault; without a vault the URI is kept as the path). Unknown flags are ignored by older qmd versions. With a
 * vault, hits outside it or whose file no longer exists (qmd's index is only as fresh as its last `qmd update`) are
 * dropped.
 *
 * `qmd search` requires every word of the query (an AND of prefix matches). Queries built from a ritual's context are
 * long, so when the whole query finds fewer notes than asked, each word (up to FALLBACK_WORDS) is searched on its own
 * and the answers are merged: notes found by more words first, then by summed score — the OR the built-in engine does.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { firstLine, onPath } from '../command.js';
import { runProgram } from '../../io/program.js';
import { InterruptedError, RunFailure, quote } from '../../errors.js';
import { queryTerms } from './analyze.js';
import { fileStem } from './note.js';
import { excerpt } from './snippet.js';
import type { SearchEngine, SearchHit, SearchOptions } from './types.js';

export interface QmdOptions {
  collection?: string;
  /** Program to run; default 'qmd'. */
  command?: string;
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The vault: qmd's working directory and the root that qmd:// paths are mapped onto. */
  vault?: string;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** qmd's JSON for a few dozen hits is a few kilobytes; anything near this is not a search answer. */
const OUTPUT_CAP = 4 * 1024 * 1024;
const FALLBACK_WORDS = 8;
const FALLBACK_PARALLEL = 2;
/** Variables qmd needs to find its index and config; everything else (API keys included) stays behind. */
const PASSED_ENV = [
  'PATH',
  'HOME',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'XDG_CACHE_HOME',
  'XDG_CONFIG_HOME',
  'QMD_CONFIG_DIR',
  'INDEX_PATH',
  'TMPDIR',
];

/** Whether `command` would be found: a path to an executable file, or an executable in one of PATH's folders. */
export function qmdAvailable(command: string, pathEnv: string | undefined): boolean {
  return onPath(command, pathEnv);
}

function childEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = { NO_COLOR: '1' };
  for (const key of PASSED_ENV) {
    const value = env[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

interface QmdRow {
  file: string;
  score?: number;
  line?: number;
  title?: string;
  snippet?: string;
}

/** qmd's snippet is a few lines under an "@@ -12,4 @@ (…)" header: drop the header, join the lines. */
function cleanSnippet(snippet: string | undefined, terms: ReadonlySet<string>): string {
  const body = (snippet ?? '')
    .split('\n')
    .filter((l) => !/^@@ .* @@/.test(l))
    .join(' ');
  return excerpt(body, terms);
}

/** How qmd is run for one engine: the program, where (the vault, or the working folder) and with what. */
interface Qmd {
  command: string;
  cwd: string;
  env: ReturnType<typeof childEnv>;
  timeout: number;
  collection: string | undefined;
  /** Unset: qmd's hits are taken as they are, anywhere. */
  vault: string | undefined;
}

export async function openQmdSearch(opts: QmdOptions): Promise<SearchEngine> {
  const command = opts.command ?? 'qmd';
  if (!qmdAvailable(command, opts.env.PATH)) throw new RunFailure(`qmd is not usable: ${quote(command)} not found on PATH`);
  const q: Qmd = {
    command,
    cwd: opts.vault === undefined ? process.cwd() : resolve(opts.vault),
    env: childEnv(opts.env),
    timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    collection: opts.collection,
    vault: opts.vault,
  };
  try {
    await runQmd(q, 'skill-probe', 1, opts.signal);
  } catch (err) {
    if (err instanceof RunFailure) throw new RunFailure(`qmd is not usable: ${err.message}`);
    throw err;
  }
  return { name: 'qmd', search: (query, options) => searchQmd(q, query, options) };
}

async function runQmd(q: Qmd, query: string, count: number, signal: AbortSignal | undefined): Promise<QmdRow[]> {
  // The query goes after "--" so a leading "-" in it is not taken for an option.
  const args = ['search', '--format', 'json', '-n', String(count), '--full-path'];
  if (q.collection) args.push('-c', q.collection);
  args.push('--', query);
  const r = await runProgram({
    argv: [q.command, ...args],
    cwd: q.cwd,
    env: q.env,
    timeoutMs: q.timeout,
    maxBytes: OUTPUT_CAP,
    maxStderrBytes: 64 * 1024,
    signal,
  });
  if (r.stop === 'cancel' || signal?.aborted) throw new InterruptedError('qmd search interrupted');
  if (r.stop === 'timeout') throw new RunFailure(`qmd search timed out after ${q.timeout / 1000} s`);
  if (r.stop === 'output') throw new RunFailure(`qmd search printed more than ${OUTPUT_CAP / 1024 / 1024} MB`);
  const stdout = new TextDecoder().decode(r.stdout);
  if (r.error || r.code !== 0) {
    const why =
      firstLine(new TextDecoder().decode(r.stderr)) ||
      firstLine(stdout) ||
      (r.error ? firstLine(r.error.message) : `killed by ${r.signal ?? 'a signal'}`);
    throw new RunFailure(`qmd search failed (exit ${r.code ?? '?'}): ${why}`);
  }
  let rows: unknown;
  try {
    rows = JSON.parse(stdout);
  } catch {
    throw new RunFailure(`qmd search printed something other than JSON: ${quote(firstLine(stdout).slice(0, 80))}`);
  }
  if (!Array.isArray(rows)) throw new RunFailure('qmd search printed JSON that is not a list of results');
  return rows.filter((row): row is QmdRow => typeof row === 'object' && row !== null && typeof (row as QmdRow).file === 'string');
}

/** With a vault, a hit must be a note in it that exists: qmd's index may be stale or cover other folders. */
function inVault(q: Qmd, hit: SearchHit): boolean {
  if (q.vault === undefined) return true;
  const rel = relative(q.cwd, hit.path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && existsSync(hit.path);
}

function toHit(q: Qmd, row: QmdRow, terms: ReadonlySet<string>): SearchHit {
  let path: string;
  let rel: string;
  if (row.file.startsWith('qmd://')) {
    const rest = row.file.slice('qmd://'.length);
    rel = rest.slice(rest.indexOf('/') + 1);
    path = q.vault === undefined ? row.file : join(q.cwd, rel);
  } else {
    path = isAbsolute(row.file) ? row.file : resolve(q.cwd, row.file);
    const inside = relative(q.cwd, path);
    rel = inside.startsWith('..') || isAbsolute(inside) ? path : inside.split(sep).join('/');
  }
  return {
    path,
    relative: rel,
    title: typeof row.title === 'string' && row.title.trim() !== '' ? row.title.trim() : fileStem(rel),
    score: typeof row.score === 'number' ? row.score : 0,
    ...(typeof row.line === 'number' && row.line > 0 ? { line: row.line } : {}),
    snippet: cleanSnippet(row.snippet, terms),
  };
}

/** The whole query first; when it finds too few, each word alone, ranked by how many words found a note. */
async function searchQmd(q: Qmd, query: string, options: SearchOptions): Promise<SearchHit[]> {
  const terms = new Set(queryTerms(query));
  const words = query.split(/\s+/).filter((w) => w !== '');
  if (words.length === 0 || options.limit <= 0) return [];
  const whole = (await runQmd(q, query, options.limit, options.signal)).map((row) => toHit(q, row, terms)).filter((hit) => inVault(q, hit));
  if (whole.length >= options.limit || words.length === 1) return whole;
  // Found by the whole query = found by every word.
  const merged = new Map<string, { hit: SearchHit; words: number; score: number }>();
  for (const hit of whole) merged.set(hit.path, { hit, words: words.length, score: hit.score });
  const each = words.slice(0, FALLBACK_WORDS);
  for (let i = 0; i < each.length; i += FALLBACK_PARALLEL) {
    const answers = await Promise.all(each.slice(i, i + FALLBACK_PARALLEL).map((w) => runQmd(q, w, options.limit, options.signal)));
    for (const row of answers.flat()) {
      const hit = toHit(q, row, terms);
      if (!inVault(q, hit)) continue;
      const seen = merged.get(hit.path);
      if (seen === undefined) merged.set(hit.path, { hit, words: 1, score: hit.score });
      else if (seen.words < words.length) {
        seen.words++;
        seen.score += hit.score;
      }
    }
  }
  return [...merged.values()]
    .sort((a, b) => b.words - a.words || b.score - a.score || a.hit.path.localeCompare(b.hit.path))
    .slice(0, options.limit)
    .map(({ hit, score }) => ({ ...hit, score: Math.round(score * 100) / 100 }));
}
