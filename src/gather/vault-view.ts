/**
 * One run's view of the whole vault, for the handlers that need more than a folder: every file (for link
 * resolution), and every note read once (frontmatter, links, tags, tasks, modification time) for tasks, tags,
 * mentions and meeting notes. Built on first use and shared by every task of the run (src/run/handlers.ts makes one
 * cache per run); the walk is src/vault/walk.ts, the one walker of the code base. The parsers it calls are pure.
 *
 * Notes are read synchronously in batches with a turn of the event loop between them, so a run can be interrupted
 * and the other tasks go on; a note that cannot be read, or whose frontmatter is broken, is counted, not fatal.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseFrontmatter } from '../ritual/frontmatter.js';
import { walkFiles } from '../vault/walk.js';
import { type ScanLookup, scanLookup } from '../vault/profile-load.js';
import type { KnownStat } from '../cache/note-cache.js';
import { MAX_NOTE_BYTES } from '../vault/note-size.js';
import { InterruptedError } from '../errors.js';
import { aborted } from './search/yield.js';
import { scanVault, type VaultScan } from './search/scan.js';
import { parseLinks, type NoteLink } from './references/links.js';
import { LinkResolver } from './references/link-resolver.js';
import { noteLines } from './references/note-lines.js';
import { stringList } from './references/notes.js';
import { frontmatterTags, frontmatterTagsLine, inlineTags, type TagRef } from './notes/tags.js';
import { parseTasks, type VaultTask } from './tasks/parse.js';

export interface NoteFacts {
  /** Vault-relative, '/'-separated. */
  rel: string;
  frontmatter: Record<string, unknown>;
  links: NoteLink[];
  tags: TagRef[];
  tasks: VaultTask[];
  mtimeMs: number;
  /** First H1, for titles and matching meeting names. */
  h1: string | undefined;
}

export interface VaultScanResult {
  notes: NoteFacts[];
  /** Notes that could not be read, or whose frontmatter could not be parsed (their text was still read). */
  unreadable: string[];
  badFrontmatter: string[];
}

/** Notes read between two turns of the event loop. */
const BATCH = 200;

function noteFacts(rel: string, text: string, mtimeMs: number): { facts: NoteFacts; badFrontmatter: boolean } {
  const lines = noteLines(text);
  let frontmatter: Record<string, unknown> = {};
  let badFrontmatter = false;
  if (lines.fmEnd > 0) {
    try {
      frontmatter = parseFrontmatter(text).data;
    } catch {
      badFrontmatter = true;
    }
  }
  const fmTagLine = frontmatterTagsLine(lines);
  const tags = [...frontmatterTags(frontmatter).map((tag) => ({ tag, line: fmTagLine, frontmatter: true })), ...inlineTags(lines)];
  const h1 = lines.visible
    .find((l, i) => !lines.hidden[i] && /^# +\S/.test(l))
    ?.replace(/^# +/, '')
    .trim();
  return { facts: { rel, frontmatter, links: parseLinks(lines), tags, tasks: parseTasks(lines), mtimeMs, h1 }, badFrontmatter };
}

export class VaultView {
  private fileList: string[] | undefined;
  private scan: Promise<VaultScanResult> | undefined;
  private baseResolver: LinkResolver | undefined;
  private ownScan: Promise<VaultScan> | undefined;
  private seenScan: ScanLookup | undefined;

  /** `runScan`: the run's one walk and stat of the vault's notes (shared with the search index check). */
  constructor(
    readonly vault: string,
    private readonly runScan?: () => Promise<VaultScan>,
  ) {}

  /** Every note with its size and mtime: the run's scan, or one of this view's own (on a worker thread). */
  scanned(signal?: AbortSignal): Promise<VaultScan> {
    const scan = this.runScan ? this.runScan() : (this.ownScan ??= scanVault(this.vault, signal));
    scan.then(
      (s) => {
        this.seenScan ??= scanLookup(s);
      },
      () => {}, // the caller that awaits it says what failed
    );
    return scan;
  }

  /**
   * A note's size and mtime as the scan found them, once it has (the run's handlers start after it: a note cache
   * given these stats no note again; at 100,000 notes the people's and projects' were 35 ms of a warm run).
   */
  readonly knownStat: KnownStat = (path) => {
    const prefix = `${this.vault}/`;
    return this.seenScan && path.startsWith(prefix) ? this.seenScan(path.slice(prefix.length)) : undefined;
  };

  /** Every file (any extension), vault-relative, sorted. */
  files(): string[] {
    return (this.fileList ??= walkFiles(this.vault, { extension: '' }));
  }

  notes(): string[] {
    return this.files().filter((f) => f.toLowerCase().endsWith('.md'));
  }

  /** A resolver over the vault's files; `aliases` (path → aliases) adds names links may use for notes. */
  resolver(aliases?: ReadonlyMap<string, readonly string[]>): LinkResolver {
    if (aliases) return new LinkResolver(this.files(), aliases);
    return (this.baseResolver ??= new LinkResolver(this.files()));
  }

  /** Every note read once for the run. */
  facts(signal?: AbortSignal): Promise<VaultScanResult> {
    // A scan stopped by one task's signal is not kept: the next task reads again.
    return (this.scan ??= this.read(signal).catch((err: unknown) => {
      this.scan = undefined;
      throw err;
    }));
  }

  /** The aliases of every note, once facts() has read them. */
  static aliases(scan: VaultScanResult): Map<string, string[]> {
    const map = new Map<string, string[]>();
    for (const n of scan.notes) {
      const a = stringList(n.frontmatter.aliases ?? n.frontmatter.alias);
      if (a.length) map.set(n.rel, a);
    }
    return map;
  }

  private async read(signal?: AbortSignal): Promise<VaultScanResult> {
    const result: VaultScanResult = { notes: [], unreadable: [], badFrontmatter: [] };
    const notes = this.notes();
    for (let i = 0; i < notes.length; i++) {
      if (i % BATCH === BATCH - 1 && (await aborted(signal))) throw new InterruptedError('reading the vault was interrupted');
      const rel = notes[i]!;
      const path = `${this.vault}/${rel}`;
      try {
        const st = statSync(path);
        if (st.size > MAX_NOTE_BYTES) {
          result.unreadable.push(rel);
          continue;
        }
        const { facts, badFrontmatter } = noteFacts(rel, readFileSync(path, 'utf8'), st.mtimeMs);
        if (badFrontmatter) result.badFrontmatter.push(rel);
        result.notes.push(facts);
      } catch {
        result.unreadable.push(rel);
      }
    }
    return result;
  }
}

/** A per-run cache of vault views, one per vault path. */
export type VaultViews = (vault: string) => VaultView;

export function vaultViews(runScan?: () => Promise<VaultScan>): VaultViews {
  const views = new Map<string, VaultView>();
  return (vault) => {
    let view = views.get(vault);
    if (!view) views.set(vault, (view = new VaultView(vault, runScan)));
    return view;
  };
}
