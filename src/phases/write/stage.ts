/**
 * The staging area of the write phase. Whoever proposes changes (a model with write tools, the offline
 * questionnaire) talks to a Stage, never to the vault: each operation is checked (confinement, the ritual's list
 * of target notes, caps, the remote-image guard) and composed on the note's staged text. Nothing reaches the vault
 * until apply.ts runs with the user's decisions. Refusals are StageRefused errors whose one-line message is written
 * for the model to read and correct itself.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { BadInputError } from '../../errors.js';
import { confineWrite, PathRefused, type ConfinedPath, type Root } from '../../vault/confine.js';
import { hashContent } from '../../vault/atomic.js';
import { appendToNote, appendToSection, replaceSection, setFrontmatterField, type FrontmatterValue } from './markdown-ops.js';
import { newRemoteImages } from './remote-images.js';

export interface StageLimits {
  /** Distinct notes one run may change. */
  maxFiles: number;
  /** Bytes of content the operations on one note may bring (a `replace` counts its whole text). */
  maxBytesPerFile: number;
  /** The same, summed over all notes. */
  maxBytesTotal: number;
}

export const DEFAULT_LIMITS: Readonly<StageLimits> = { maxFiles: 20, maxBytesPerFile: 256 * 1024, maxBytesTotal: 1024 * 1024 };

type OpKind = 'create' | 'append' | 'replace' | 'replace-section' | 'set-frontmatter';

export interface OpSummary {
  op: OpKind;
  /** The heading, for section operations. */
  section?: string;
  /** The key, for set-frontmatter. */
  key?: string;
  /** UTF-8 bytes of content the operation brought. */
  bytes: number;
}

/**
 * One operation as it was asked for, with its content, so it can be replayed: an append staged onto a note that
 * changed on disk since is re-applied onto the note as it is now (rebase).
 */
export type Edit =
  | { op: 'create'; content: string }
  | { op: 'append'; content: string; section?: string }
  | { op: 'replace'; content: string }
  | { op: 'replace-section'; section: string; content: string }
  | { op: 'set-frontmatter'; key: string; value: FrontmatterValue };

/** An edit applied to a note's text (pure). */
export function applyEdit(text: string, edit: Edit): string {
  switch (edit.op) {
    case 'create':
      return appendToNote(text, edit.content);
    case 'append':
      return edit.section === undefined ? appendToNote(text, edit.content) : appendToSection(text, edit.section, edit.content);
    case 'replace':
      return edit.content;
    case 'replace-section':
      return replaceSection(text, edit.section, edit.content);
    case 'set-frontmatter':
      return setFrontmatterField(text, edit.key, edit.value);
  }
}

function summaryOf(edit: Edit): OpSummary {
  switch (edit.op) {
    case 'set-frontmatter':
      return { op: edit.op, key: edit.key, bytes: byteLength(JSON.stringify(edit.value) ?? '') };
    case 'replace-section':
      return { op: edit.op, section: edit.section, bytes: byteLength(edit.content) };
    case 'append':
      return { op: edit.op, ...(edit.section !== undefined ? { section: edit.section } : {}), bytes: byteLength(edit.content) };
    default:
      return { op: edit.op, bytes: byteLength(edit.content) };
  }
}

/** Whether a change only appends, so that it can be re-applied onto whatever the note has become. */
export function appendsOnly(change: Pick<StagedChange, 'edits' | 'before'>): boolean {
  return change.before !== null && change.edits !== undefined && change.edits.length > 0 && change.edits.every((e) => e.op === 'append');
}

export interface StagedChange {
  /** Absolute real path in the vault. */
  path: string;
  /** Vault-relative, '/'-separated. */
  relative: string;
  /** The note when it was first staged; null for a new note. */
  before: string | null;
  beforeHash: string | null;
  after: string;
  afterHash: string;
  ops: OpSummary[];
  /** The operations with their content, in order (absent in stages saved before they were recorded). */
  edits?: Edit[];
}

/**
 * Whether a staged change changes anything: a new note does; an edit that leaves the note's text as it was does not
 * (the same answers given twice). Such a change is neither shown as a diff, nor applied, nor kept as staged.
 */
export function changesNote(change: Pick<StagedChange, 'before' | 'after'>): boolean {
  return change.before === null || change.after !== change.before;
}

export type RefusalKind = 'path' | 'not-allowed' | 'exists' | 'cap' | 'remote-image' | 'unreadable' | 'content';

/** An operation the stage would not take. The note's staged text is unchanged. */
export class StageRefused extends BadInputError {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}

export interface StageOptions {
  sessionDir: string;
  vault: string;
  /** The notes this run may write: absolute (or vault-relative) paths, as the orchestrator resolved them. */
  allowed: readonly string[];
  limits?: Partial<StageLimits>;
  /** Changes staged earlier (loadStage); further operations compose on them. */
  initial?: readonly StagedChange[];
  /** The text a note that does not exist yet starts with (its template), by path; else it starts empty. */
  newNotes?: ReadonlyMap<string, string>;
}

interface Entry extends StagedChange {
  addedBytes: number;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export class Stage {
  readonly sessionDir: string;
  readonly vault: string;
  readonly allowed: readonly string[];
  readonly limits: Readonly<StageLimits>;
  private readonly roots: Root[];
  /** Real absolute path → vault-relative path of the allowed notes. Entries that fail confinement are left out:
   * an operation on them fails with the reason. */
  private readonly allowedReal = new Map<string, string>();
  private readonly entries = new Map<string, Entry>();
  private readonly newNotes = new Map<string, string>();
  private totalBytes = 0;

  constructor(options: StageOptions) {
    this.sessionDir = options.sessionDir;
    this.vault = options.vault;
    this.allowed = [...options.allowed];
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.roots = [{ label: 'vault', path: options.vault }];
    for (const p of options.allowed) {
      try {
        const confined = confineWrite(isAbsolute(p) ? p : resolve(options.vault, p), this.roots);
        this.allowedReal.set(confined.absolute, confined.relative);
      } catch (err) {
        if (!(err instanceof PathRefused)) throw err;
      }
    }
    for (const [p, text] of options.newNotes ?? []) {
      try {
        this.newNotes.set(confineWrite(isAbsolute(p) ? p : resolve(options.vault, p), this.roots).absolute, text);
      } catch (err) {
        if (!(err instanceof PathRefused)) throw err;
      }
    }
    for (const change of options.initial ?? []) {
      const addedBytes = change.ops.reduce((n, op) => n + op.bytes, 0);
      this.entries.set(change.path, { ...change, ops: [...change.ops], ...(change.edits ? { edits: [...change.edits] } : {}), addedBytes });
      this.totalBytes += addedBytes;
    }
  }

  /** Creates a note that does not exist yet. */
  create(path: string, content: string): StagedChange {
    return this.apply(path, { op: 'create', content });
  }

  /** Appends at the end of the note, or at the end of a section (created when missing). A missing note is created. */
  append(path: string, content: string, options: { section?: string } = {}): StagedChange {
    return this.apply(path, { op: 'append', content, ...(options.section !== undefined ? { section: options.section } : {}) });
  }

  /** Replaces the body of a section (created when missing). */
  replaceSection(path: string, heading: string, content: string): StagedChange {
    return this.apply(path, { op: 'replace-section', section: heading, content });
  }

  /** Replaces the whole note. */
  replace(path: string, content: string): StagedChange {
    return this.apply(path, { op: 'replace', content });
  }

  setFrontmatter(path: string, key: string, value: FrontmatterValue): StagedChange {
    return this.apply(path, { op: 'set-frontmatter', key, value });
  }

  /** The text a note has in this stage now (staged, on disk, its template, or ''), without staging anything. */
  current(path: string): { text: string; exists: boolean } {
    const target = this.target(path);
    const entry = this.entries.get(target.absolute) ?? this.firstTouch(target);
    return { text: entry.after, exists: entry.before !== null };
  }

  /** The staged changes, in the order their notes were first touched. */
  changes(): StagedChange[] {
    return [...this.entries.values()].map(copyOf);
  }

  /**
   * Re-applies a change that only appends onto `current`, the note as it is on disk now (it changed since it was
   * staged): an append stays an append. The change's `before` becomes `current`. Undefined when the change does
   * more than append (or was saved without its operations): it cannot be replayed without losing someone's words.
   */
  rebase(path: string, current: string): StagedChange | undefined {
    const entry = this.entries.get(path);
    if (!entry || !appendsOnly(entry)) return undefined;
    const replay = (text: string) => entry.edits!.reduce((t, edit) => this.run(entry, t, edit), text);
    // The operations must be the ones that made the staged change (a manifest edited by hand is not replayed).
    if (replay(entry.before!) !== entry.after) return undefined;
    const after = replay(current);
    this.guard(entry.relative, current, after);
    Object.assign(entry, { before: current, beforeHash: hashContent(current), after, afterHash: hashContent(after) });
    return copyOf(entry);
  }

  private run(entry: Entry, text: string, edit: Edit): string {
    if (edit.op === 'create' && (entry.before !== null || entry.ops.length > 0)) {
      throw new StageRefused(
        'exists',
        `${entry.relative} already ${entry.before !== null ? 'exists' : 'is staged'}; use append or replace`,
      );
    }
    try {
      return withFinalNewline(applyEdit(text, edit));
    } catch (err) {
      if (err instanceof StageRefused || !(err instanceof BadInputError)) throw err;
      throw new StageRefused('content', `${entry.relative}: ${err.message}`);
    }
  }

  private guard(relative: string, before: string | null, after: string): void {
    if (after.includes('\0')) throw new StageRefused('content', `${relative}: refused: the content contains a NUL byte`);
    const images = newRemoteImages(before, after);
    if (images.length > 0) {
      throw new StageRefused(
        'remote-image',
        `${relative}: refused: adds a remote image (${images[0]}); link to it instead of embedding it`,
      );
    }
  }

  private apply(path: string, edit: Edit): StagedChange {
    const summary = summaryOf(edit);
    const target = this.target(path);
    const entry = this.entries.get(target.absolute) ?? this.firstTouch(target);
    this.checkCaps(entry, summary.bytes);
    const after = this.run(entry, entry.after, edit);
    this.guard(entry.relative, entry.before, after);
    entry.after = after;
    entry.afterHash = hashContent(after);
    entry.ops.push(summary);
    // A change loaded without its operations stays without: a partial list would replay as less than it did.
    if (entry.edits) entry.edits.push(edit);
    entry.addedBytes += summary.bytes;
    this.totalBytes += summary.bytes;
    this.entries.set(entry.path, entry);
    return copyOf(entry);
  }

  private target(path: string): ConfinedPath {
    let confined: ConfinedPath;
    try {
      confined = confineWrite(path, this.roots);
    } catch (err) {
      if (err instanceof BadInputError) throw new StageRefused('path', err.message);
      throw err;
    }
    if (!this.allowedReal.has(confined.absolute)) {
      const names = [...this.allowedReal.values()];
      const list = names.length === 0 ? 'none' : names.slice(0, 10).join(', ') + (names.length > 10 ? ', …' : '');
      throw new StageRefused('not-allowed', `path ${JSON.stringify(path)} refused: not one of the notes this ritual may write (${list})`);
    }
    return confined;
  }

  private firstTouch(target: ConfinedPath): Entry {
    let before: string | null = null;
    let beforeHash: string | null = null;
    if (target.exists) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(target.absolute);
      } catch (err) {
        throw new StageRefused('unreadable', `${target.relative}: cannot be read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
      }
      try {
        before = strictUtf8.decode(bytes);
      } catch {
        throw new StageRefused('unreadable', `${target.relative}: is not UTF-8 text; not editing it`);
      }
      beforeHash = hashContent(bytes);
    }
    const text = before ?? this.newNotes.get(target.absolute) ?? '';
    return {
      path: target.absolute,
      relative: target.relative,
      before,
      beforeHash,
      after: text,
      afterHash: hashContent(text),
      ops: [],
      edits: [],
      addedBytes: 0,
    };
  }

  private checkCaps(entry: Entry, bytes: number): void {
    const { maxFiles, maxBytesPerFile, maxBytesTotal } = this.limits;
    if (!this.entries.has(entry.path) && this.entries.size >= maxFiles) {
      throw new StageRefused('cap', `${entry.relative}: refused: a run may change at most ${maxFiles} notes`);
    }
    if (entry.addedBytes + bytes > maxBytesPerFile) {
      throw new StageRefused('cap', `${entry.relative}: refused: more than ${maxBytesPerFile} bytes of changes for one note`);
    }
    if (this.totalBytes + bytes > maxBytesTotal) {
      throw new StageRefused('cap', `${entry.relative}: refused: more than ${maxBytesTotal} bytes of changes in this run`);
    }
  }
}

function copyOf(entry: StagedChange & { addedBytes?: number }): StagedChange {
  const { addedBytes: _bytes, ...change } = entry;
  return { ...change, ops: [...change.ops], ...(change.edits ? { edits: [...change.edits] } : {}) };
}

/**
 * Every note a run writes ends with a line break, in the note's own kind (CRLF when its last one was): what POSIX
 * tools and diffs expect. An empty note stays empty.
 */
export function withFinalNewline(text: string): string {
  if (text === '' || text.endsWith('\n')) return text;
  return `${text}${/\r\n[^\n]*$/.test(text) ? '\r\n' : '\n'}`;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
