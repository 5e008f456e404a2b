/**
 * Builds a segment from notes as they are read: the one hot loop of indexing (every word of every note passes
 * through `token`), so it works on typed arrays and avoids making a string per word.
 */
import { scanTokens, termOf, unitsToString, type TokenSink } from './analyze.js';
import { withRoom } from './arrays.js';
import { type Batch, joinedSegment, type SpillFile, TF_MASK, U32List, varintLength, type Segment } from './segment.js';

/**
 * Collects the postings of documents added in ascending id order, packed in batches (`batch`) and joined into one
 * segment at the end (`segment`). Tokens arrive from scanTokens as folded characters with a hash; a table of the
 * distinct raw tokens seen so far maps them to terms without making a string per occurrence (strings, stop-word
 * checks and plural folding happen once per distinct token).
 */
export class SegmentBuilder implements TokenSink {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private stamp = new Int32Array(4096).fill(-1);
  private value = new Uint8Array(4096);
  private readonly docTerms: number[] = [];
  /** The postings of the batch being collected, in document order: the term of each, its value byte. */
  private readonly pTerm = new U32List();
  private pValue = new Uint8Array(1 << 16);
  /** Per document of the batch: its id, and the end of its postings in pTerm. */
  private readonly docEnds = new U32List();
  // Per term, over the batches packed so far: the last id (the next batch's first gap counts from it), the document
  // count and the bytes of its postings.
  private lastId = new Uint32Array(4096);
  private df = new Uint32Array(4096);
  private bytes = new Float64Array(4096);
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
      if (id === this.lastId.length) {
        this.lastId = withRoom(this.lastId, id + 1);
        this.df = withRoom(this.df, id + 1);
        this.bytes = withRoom(this.bytes, id + 1);
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

  /** Postings collected since the last batch. */
  get postings(): number {
    return this.pTerm.length;
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
      this.pValue = withRoom(this.pValue, this.pTerm.length);
      this.pValue[this.pTerm.length - 1] = this.value[id]!;
    }
    this.docTerms.length = 0;
    this.docEnds.push(doc);
    this.docEnds.push(this.pTerm.length);
  }

  /** Calls `each(doc, term, value)` for every posting of the batch being collected, in document order. */
  private eachPosting(each: (doc: number, term: number, value: number) => void): void {
    const ends = this.docEnds.items;
    const pTerm = this.pTerm.items;
    let i = 0;
    for (let d = 0; d < this.docEnds.length; d += 2) {
      const doc = ends[d]!;
      for (const end = ends[d + 1]!; i < end; i++) each(doc, pTerm[i]!, this.pValue[i]!);
    }
  }

  /**
   * Packs the postings collected since the last batch into a batch of the terms they use, and starts collecting
   * anew; the vocabulary (raw tokens → terms) is kept, so a build in batches tokenises like one builder would. The
   * postings go straight from document order into their terms' places: counted first (each term's bytes, its gaps
   * counted from its last id in the earlier batches), then written.
   */
  batch(): Batch {
    const terms = this.names.length;
    const at = new Float64Array(terms + 1);
    const last = this.lastId.slice(0, terms);
    this.eachPosting((doc, t) => {
      at[t + 1]! += varintLength(doc - last[t]!) + 1;
      last[t] = doc;
    });
    let used = 0;
    for (let t = 0; t < terms; t++) if (at[t + 1]! > 0) used++;
    const termIds = new Uint32Array(used);
    const postOff = new Uint32Array(used + 1);
    for (let t = 0, k = 0; t < terms; t++) {
      const size = at[t + 1]!;
      this.bytes[t]! += size;
      if (size > 0) {
        termIds[k++] = t;
        postOff[k] = postOff[k - 1]! + size;
      }
      at[t + 1] = at[t]! + size;
    }
    const out = new Uint8Array(at[terms]!);
    const { lastId, df } = this;
    this.eachPosting((doc, t, value) => {
      let v = doc - lastId[t]!;
      lastId[t] = doc;
      df[t]!++;
      let w = at[t]!;
      while (v >= 128) {
        out[w++] = (v & 127) | 128;
        v >>>= 7;
      }
      out[w++] = v;
      out[w++] = value;
      at[t] = w;
    });
    this.pTerm.length = 0;
    this.docEnds.length = 0;
    return { termIds, postOff, postings: out };
  }

  /**
   * The segment of every batch this builder made (`batches`, in the order it made them): the joined postings are
   * read from the batches when written or first used. `spill`: the file spilled batches were written to.
   */
  segment(batches: readonly Batch[], spill?: SpillFile): Segment {
    const ids: number[] = [];
    for (let t = 0; t < this.names.length; t++) if (this.df[t]! > 0) ids.push(t);
    const encoder = new TextEncoder();
    const terms = {
      count: ids.length,
      bytes: (k: number) => encoder.encode(this.names[ids[k]!]!),
      length: (k: number) => this.bytes[ids[k]!]!,
      df: (k: number) => this.df[ids[k]!]!,
    };
    return joinedSegment(terms, batches, this.names.length, spill);
  }

  /** The segment of everything collected, packed as one batch (a builder used for one batch only). */
  finish(): Segment {
    return this.segment([this.batch()]);
  }
}
