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
import { findTerm, hashBytes, IN_HEADING, IN_TITLE, PostingList, readPostings, TF_MASK } from './segment.js';
import type { IndexData } from './store.js';

export const K1 = 1.2;
export const B = 0.75;
export const TITLE_BOOST = 2.5;
export const HEADING_BOOST = 0.75;

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
function accumulate(ids: Uint32Array, values: Uint8Array, df: number, idf: number, norm: Float32Array, scores: Float64Array,
  matched: Uint8Array, touched: Int32Array, count: number): number {
  let nt = count;
  for (let i = 0; i < df; i++) {
    const id = ids[i]!;
    const value = values[i]!;
    const tf = value & TF_MASK;
    let s = tf === 0 ? 0 : (tf * (K1 + 1)) / (tf + norm[id]!);
    if (value > TF_MASK) s += (value & IN_TITLE ? TITLE_BOOST : 0) + (value & IN_HEADING ? HEADING_BOOST : 0);
    if (matched[id] === 0) touched[nt++] = id;
    matched[id]!++;
    scores[id]! += idf * s;
  }
  return nt;
}

/** The best `limit` notes for the (already analysed, distinct) terms, best first. */
export function rank(data: IndexData, corpus: Corpus, terms: readonly string[], limit: number): Ranked[] {
  if (terms.length === 0 || limit <= 0 || corpus.notes === 0) return [];
  const scores = new Float64Array(data.docs);
  const matched = new Uint8Array(data.docs);
  const touched = new Int32Array(data.docs);
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
  const wanted = Math.min(terms.length, 255);
  for (let i = 0; i < count; i++) {
    const id = touched[i]!;
    scores[id] = (scores[id]! * matched[id]!) / wanted;
  }
  return topK(touched, count, scores, limit);
}

/** The `k` best of the first `count` ids by score (ties: lower id first), best first; a bounded min-heap. */
function topK(ids: Int32Array, count: number, scores: Float64Array, k: number): Ranked[] {
  const heap: number[] = [];
  const worse = (a: number, b: number): boolean => scores[a]! < scores[b]! || (scores[a] === scores[b] && a > b);
  const swap = (i: number, j: number): void => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (let c = 0; c < count; c++) {
    const id = ids[c]!;
    if (heap.length < k) {
      heap.push(id);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (worse(heap[0]!, id)) {
      heap[0] = id;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
        if (m === i) break;
        swap(i, m);
        i = m;
      }
    }
  }
  heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
  return heap.map((id) => ({ id, score: scores[id]! }));
}
