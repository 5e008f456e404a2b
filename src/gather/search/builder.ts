/**
 * Builds a segment from notes as they are read: the one hot loop of indexing (every word of every note passes
 * through `token`), so it works on typed arrays and avoids making a string per word.
 */
import { scanTokens, termOf, unitsToString, type TokenSink } from './analyze.js';
import { withRoom } from './arrays.js';
import { packSegment, TF_MASK, U32List, type Segment } from './segment.js';

/**
 * Collects the postings of one batch of documents added in ascending id order. Tokens arrive from scanTokens as
 * folded characters with a hash; a table of the distinct raw tokens seen so far maps them to terms without making
 * a string per occurrence (strings, stop-word checks and plural folding happen once per distinct token).
 */
export class SegmentBuilder implements TokenSink {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private stamp = new Int32Array(4096).fill(-1);
  private value = new Uint8Array(4096);
  private readonly docTerms: number[] = [];
  private readonly pTerm = new U32List();
  private readonly pDoc = new U32List();
  private pValue = new Uint8Array(1 << 16);
  // Distinct raw tokens: their characters in rawChars. The open-addressing table keeps four ints per slot (term id
  // + 1 or 0 for a stop word, hash, offset, length) so a probe touches one cache line and needs nothing else.
  private rawChars = new Uint16Array(1 << 16);
  private rawCharsLen = 0;
  private rawCount = 0;
  private rawTable = new Int32Array(4 << 12).fill(-1);
  private doc = 0;
  private words = 0;
  /** 0 while counting body words, else the flag that marks title or heading words. */
  private flag = 0;

  private intern(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(term, id);
      this.names.push(term);
      if (id === this.stamp.length) {
        this.stamp = withRoom(this.stamp, id + 1).fill(-1, id);
        this.value = withRoom(this.value, id + 1);
      }
    }
    return id;
  }

  private static place(table: Int32Array, entry: number, hash: number, off: number, len: number): void {
    const mask = (table.length >> 2) - 1;
    let slot = hash & mask;
    while (table[slot << 2] !== -1) slot = (slot + 1) & mask;
    const at = slot << 2;
    table[at] = entry;
    table[at + 1] = hash;
    table[at + 2] = off;
    table[at + 3] = len;
  }

  /** Adds a raw token never seen before; returns its term id + 1 (0: a stop word). */
  private addRaw(buf: Uint16Array, len: number, hash: number): number {
    this.rawChars = withRoom(this.rawChars, this.rawCharsLen + len);
    this.rawChars.set(buf.subarray(0, len), this.rawCharsLen);
    const term = termOf(unitsToString(buf, len));
    const entry = term === undefined ? 0 : this.intern(term) + 1;
    if (++this.rawCount * 2 > this.rawTable.length >> 2) {
      const old = this.rawTable;
      this.rawTable = new Int32Array(old.length * 2).fill(-1);
      for (let at = 0; at < old.length; at += 4) {
        if (old[at]! >= 0) SegmentBuilder.place(this.rawTable, old[at]!, old[at + 1]!, old[at + 2]!, old[at + 3]!);
      }
    }
    SegmentBuilder.place(this.rawTable, entry, hash | 0, this.rawCharsLen, len);
    this.rawCharsLen += len;
    return entry;
  }

  /** TokenSink: one token of the current document. */
  token(buf: Uint16Array, len: number, hash: number): void {
    const table = this.rawTable;
    const chars = this.rawChars;
    const mask = (table.length >> 2) - 1;
    const h = hash | 0;
    let entry = -1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const at = slot << 2;
      const cand = table[at]!;
      if (cand < 0) {
        entry = this.addRaw(buf, len, hash);
        break;
      }
      if (table[at + 1] === h && table[at + 3] === len) {
        const off = table[at + 2]!;
        let i = 0;
        while (i < len && chars[off + i] === buf[i]) i++;
        if (i === len) {
          entry = cand;
          break;
        }
      }
    }
    if (entry === 0) return;
    const id = entry - 1;
    const value = this.value;
    if (this.stamp[id] !== this.doc) {
      this.stamp[id] = this.doc;
      value[id] = 0;
      this.docTerms.push(id);
    }
    if (this.flag !== 0) {
      value[id] = value[id]! | this.flag;
    } else {
      this.words++;
      if ((value[id]! & TF_MASK) < TF_MASK) value[id]!++;
    }
  }

  /** Postings collected so far. */
  get postings(): number {
    return this.pDoc.length;
  }

  /** Counts the body words of a text for document `doc`; returns how many were indexed. */
  addText(doc: number, text: string): number {
    this.doc = doc;
    this.words = 0;
    this.flag = 0;
    scanTokens(text, this);
    return this.words;
  }

  /** Marks the words of a text as present in the title (IN_TITLE) or a heading (IN_HEADING) of document `doc`. */
  markText(doc: number, text: string, flag: number): void {
    this.doc = doc;
    this.flag = flag;
    scanTokens(text, this);
    this.flag = 0;
  }

  /** Ends the document `doc`; ids must grow from one document to the next. */
  endDoc(doc: number): void {
    for (const id of this.docTerms) {
      this.pTerm.push(id);
      this.pDoc.push(doc);
      this.pValue = withRoom(this.pValue, this.pDoc.length);
      this.pValue[this.pDoc.length - 1] = this.value[id]!;
    }
    this.docTerms.length = 0;
  }

  /**
   * Packs the postings collected since the last call into a segment of the terms they use, and starts collecting
   * anew; the vocabulary (raw tokens → terms) is kept, so a build in batches tokenises like one builder would.
   */
  finish(): Segment {
    const terms = this.names.length;
    const n = this.pDoc.length;
    // Counting sort by term (stable, so ids stay ascending within a term), scattering ids and values directly.
    const start = new Uint32Array(terms + 1);
    const pTerm = this.pTerm.items;
    const pDoc = this.pDoc.items;
    const pValue = this.pValue;
    for (let i = 0; i < n; i++) start[pTerm[i]! + 1]!++;
    for (let t = 0; t < terms; t++) start[t + 1]! += start[t]!;
    const fill = start.slice(0, terms);
    const docs = new Uint32Array(n);
    const values = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const k = fill[pTerm[i]!]!++;
      docs[k] = pDoc[i]!;
      values[k] = pValue[i]!;
    }
    // Only the terms this batch used: their postings are already contiguous, in term order.
    const used: number[] = [];
    for (let t = 0; t < terms; t++) if (start[t + 1]! > start[t]!) used.push(t);
    const usedStart = new Uint32Array(used.length + 1);
    for (const [i, t] of used.entries()) usedStart[i] = start[t]!;
    usedStart[used.length] = n;
    this.pTerm.length = 0;
    this.pDoc.length = 0;
    const encoder = new TextEncoder();
    return packSegment(used.length, (i) => encoder.encode(this.names[used[i]!]!), usedStart, docs, values);
  }
}
