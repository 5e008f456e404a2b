/**
 * BM25 over the built-in index (Robertson/Spärck Jones, as Lucene computes it):
 *
 *   score(d) = coord(d) · Σ_t idf(t) · ( tf·(k1+1) / (tf + k1·(1 − b + b·len(d)/avglen)) + TITLE·[t in title] + HEADING·[t in heading] )
 *   idf(t)   = ln(1 + (N − df + 0.5) / (df + 0.5))
 *   coord(d) = (query words the note contains) / (query words)
 *
 * k1 = 1.2 (how fast repeats of a word stop adding), b = 0.75 (how much long notes are discounted). The title and
 * heading boosts are added outside the tf saturation so one mention in a title beats any number of body mentions
 * (BM25 alone caps a body word at (k1+1)·idf = 2.2·idf; a title word gets at least TITLE·idf = 2.5·idf on top of its
 * body count). A multi-word query is an OR: every note with any of the words is scored, and coord() ranks notes
 * with more of the words first.
 */
import { findTerm, hashBytes, PostingList, readPostings } from './segment.js';
import type { IndexData } from './store.js';

const K1 = 1.2;
const B = 0.75;
const TITLE_BOOST = 2.5;
const HEADING_BOOST = 0.75;

export interface Ranked {
  id: number;
  score: number;
}

/** What ranking needs beyond the postings, computed once per loaded index. */
export interface Corpus {
  /** Live notes. */
  notes: number;
  /** Per id: the BM25 length term k1·(1 − b + b·len/avglen). */
  norm: Float32Array;
}

export function corpusOf(data: IndexData): Corpus {
  let notes = 0;
  let total = 0;
  for (let id = 0; id < data.docs; id++) {
    if (data.live[id]) {
      notes++;
      total += data.len[id]!;
    }
  }
  const avgLen = notes === 0 ? 1 : Math.max(1, total / notes);
  const norm = new Float32Array(data.docs);
  for (let id = 0; id < data.docs; id++) norm[id] = K1 * (1 - B + (B * data.len[id]!) / avgLen);
  return { notes, norm };
}

const encoder = new TextEncoder();

/** Adds one term's contribution to every note in its postings; returns the new count of touched notes. */
function accumulate(
  ids: Uint32Array,
  values: Uint8Array,
  df: number,
  idf: number,
  norm: Float32Array,
  scores: Float64Array,
  matched: Uint8Array,
  touched: Int32Array,
  count: number,
): number {
  // Kept small and free of module-level lookups: it runs once per posting, often before the JIT has optimised it.
  const k1p1 = K1 + 1;
  const title = TITLE_BOOST;
  const heading = HEADING_BOOST;
  let nt = count;
  for (let i = 0; i < df; i++) {
    const id = ids[i]!;
    const value = values[i]!;
    const tf = value & 63;
    let s = tf === 0 ? 0 : (tf * k1p1) / (tf + norm[id]!);
    if (value > 63) s += (value & 128 ? title : 0) + (value & 64 ? heading : 0);
    const m = matched[id]!;
    if (m === 0) touched[nt++] = id;
    matched[id] = m + 1;
    scores[id] = scores[id]! + idf * s;
  }
  return nt;
}

/** A query's per-note tallies: all zero between queries. */
interface Tallies {
  scores: Float64Array;
  matched: Uint8Array;
  touched: Int32Array;
}

/**
 * The tallies of a corpus's queries, made once and wiped after each query (only the notes it touched): made per
 * query, at 100,000 notes 1.3 MB of arrays that live outside V8's heap, so a run's dozen queries left 16 MB of them
 * for the next garbage collection to find, at the end of the run where its peak of memory is.
 */
const talliesOf = new WeakMap<Corpus, Tallies>();

function talliesFor(corpus: Corpus, docs: number): Tallies {
  let t = talliesOf.get(corpus);
  if (t === undefined || t.scores.length < docs) {
    t = { scores: new Float64Array(docs), matched: new Uint8Array(docs), touched: new Int32Array(docs) };
    talliesOf.set(corpus, t);
  }
  return t;
}

/** The best `limit` notes for the (already analysed, distinct) terms, best first. */
export function rank(data: IndexData, corpus: Corpus, terms: readonly string[], limit: number): Ranked[] {
  if (terms.length === 0 || limit <= 0 || corpus.notes === 0) return [];
  const { scores, matched, touched } = talliesFor(corpus, data.docs);
  let count = -1;
  try {
    count = tally(data, corpus, terms, { scores, matched, touched });
    return topK(touched, count, scores, matched, 1 / Math.min(terms.length, 255), limit);
  } finally {
    wipe({ scores, matched, touched }, count, data.docs);
  }
}

/**
 * Zeroes the tallies of the `count` notes a query touched: one by one when they are few, else the whole arrays at
 * once (a fill is a memset; a query of common words touches most notes — "design review" 8,714 of 10,000 — and the
 * loop over them, in code run a dozen times per process, cost ~3 ms of a warm 10k run). count < 0: a term's
 * postings could not be read (the index file), so which notes the query reached is not known.
 */
function wipe({ scores, matched, touched }: Tallies, count: number, docs: number): void {
  if (count < 0 || count > docs >>> 4) {
    scores.fill(0);
    matched.fill(0);
    return;
  }
  for (let c = 0; c < count; c++) {
    scores[touched[c]!] = 0;
    matched[touched[c]!] = 0;
  }
}

/** Adds every term's postings to the tallies; returns how many notes they touched (listed in `touched`). */
function tally(data: IndexData, corpus: Corpus, terms: readonly string[], { scores, matched, touched }: Tallies): number {
  let count = 0;
  const postings = new PostingList();
  for (const term of terms.slice(0, 255)) {
    const bytes = encoder.encode(term);
    const hash = hashBytes(bytes, 0, bytes.length);
    postings.length = 0;
    for (const seg of data.segments) {
      const t = findTerm(seg, bytes, hash);
      if (t >= 0) readPostings(seg, t, data.live, postings);
    }
    const df = postings.length;
    if (df === 0) continue;
    const idf = Math.log(1 + (corpus.notes - df + 0.5) / (df + 0.5));
    count = accumulate(postings.ids, postings.values, df, idf, corpus.norm, scores, matched, touched, count);
  }
  return count;
}

/**
 * The `k` best of the first `count` ids by final score, scores[id] · coord (ties: lower id first), best first.
 * A bounded min-heap in typed arrays; most candidates are turned away by one comparison with its weakest entry.
 */
function topK(ids: Int32Array, count: number, scores: Float64Array, matched: Uint8Array, perWord: number, k: number): Ranked[] {
  const heapId = new Int32Array(k);
  const heapScore = new Float64Array(k);
  let size = 0;
  for (let c = 0; c < count; c++) {
    const id = ids[c]!;
    const s = scores[id]! * matched[id]! * perWord;
    if (size === k) {
      // Not better than the weakest kept entry (lower score, or same score and a higher id): skip.
      if (s < heapScore[0]! || (s === heapScore[0] && id > heapId[0]!)) continue;
      // Replace the root and sift down.
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= k) break;
        const r = l + 1;
        let m = l;
        if (r < k && (heapScore[r]! < heapScore[l]! || (heapScore[r] === heapScore[l] && heapId[r]! > heapId[l]!))) m = r;
        if (heapScore[m]! > s || (heapScore[m] === s && heapId[m]! < id)) break;
        heapId[i] = heapId[m]!;
        heapScore[i] = heapScore[m]!;
        i = m;
      }
      heapId[i] = id;
      heapScore[i] = s;
    } else {
      // Append and sift up.
      let i = size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (heapScore[p]! < s || (heapScore[p] === s && heapId[p]! > id)) break;
        heapId[i] = heapId[p]!;
        heapScore[i] = heapScore[p]!;
        i = p;
      }
      heapId[i] = id;
      heapScore[i] = s;
    }
  }
  const out: Ranked[] = [];
  for (let i = 0; i < size; i++) out.push({ id: heapId[i]!, score: heapScore[i]! });
  return out.sort((a, b) => b.score - a.score || a.id - b.id);
}
