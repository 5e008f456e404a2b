/**
 * A stage saved in its session, so the changes can be reviewed and applied later (`skill sessions apply <id>`),
 * or the write phase resumed:
 *
 *   <session>/staged/manifest.json        vault, allowed notes, limits, and per change: paths, hashes, operations,
 *                                         and the names of its two files below
 *   <session>/staged/after/<relative>     the proposed note
 *   <session>/staged/before/<relative>    the note as it was when first staged (existing notes only)
 *
 * Saving again (an append re-applied onto a note that changed meanwhile, conflicts.ts) never overwrites a file the
 * manifest on disk names with other content: a file whose content changed goes to the other name of the pair
 * (`after.1/<relative>`, then back to `after/<relative>`), the manifest is switched by one atomic rename, and only
 * then are the files it no longer names removed. A save cut short anywhere still loads as the previous one. A file
 * whose content did not change keeps its name, so a path shown to the person stays true.
 *
 * The session's kept copy has the same layout (saveStage into it too); loadStage takes each file from the session
 * if it is there and intact (its hash is the manifest's), else from the kept copy.
 *
 * Files are 0600 and folders 0700: they hold the user's notes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RunFailure } from '../../errors.js';
import { dropSessionFile } from '../../session/files.js';
import { confineRead, PathRefused } from '../../vault/confine.js';
import { hashContent, refuseSymlinkUnder, writeFileAtomic, type FsLayer } from '../../vault/atomic.js';
import { changesNote, Stage, type Edit, type OpSummary, type StageLimits, type StagedChange } from './stage.js';

const VERSION = 1;

type Kind = 'after' | 'before';

interface ManifestChange {
  path: string;
  relative: string;
  beforeHash: string | null;
  afterHash: string;
  ops: OpSummary[];
  /** The operations with their content (for re-applying an append onto a changed note); absent in older stages. */
  edits?: Edit[];
  /** Where under staged/ the proposed note is: `after/<relative>` or `after.1/<relative>`; absent: the first. */
  afterFile?: string;
  /** The same for the note as staged (`before/…`, `before.1/…`). */
  beforeFile?: string;
}

interface Manifest {
  version: number;
  vault: string;
  allowed: string[];
  limits: StageLimits;
  savedAt: string;
  changes: ManifestChange[];
}

function stagedDir(sessionDir: string): string {
  return join(sessionDir, 'staged');
}

/** The two names a change's file can have under staged/, the first one first. */
function namesOf(kind: Kind, relative: string): [string, string] {
  return [`${kind}/${relative}`, `${kind}.1/${relative}`];
}

function fileOf(change: ManifestChange, kind: Kind): string {
  return (kind === 'after' ? change.afterFile : change.beforeFile) ?? namesOf(kind, change.relative)[0];
}

/** The files a manifest names, under staged/. */
function filesOf(changes: readonly ManifestChange[]): string[] {
  return changes.flatMap((c) => [fileOf(c, 'after'), ...(c.beforeHash === null ? [] : [fileOf(c, 'before')])]);
}

/**
 * Saves the stage into its session (or into `sessionDir`, the session's kept copy); the manifest goes last and
 * names only files written by this save or unchanged since the last one (see the top of this file).
 */
export async function saveStage(stage: Stage, sessionDir: string = stage.sessionDir, options: { fs?: FsLayer } = {}): Promise<string> {
  const dir = stagedDir(sessionDir);
  // A file under a symlinked folder (`staged/after.1` planted as a link) would be written where it leads: refused as
  // every file under a session is.
  const write = (path: string, content: string) => {
    refuseSymlinkUnder(sessionDir, path);
    return writeFileAtomic(path, content, { mode: 0o600, dirMode: 0o700, ...(options.fs ? { fs: options.fs } : {}) });
  };
  // A manifest that cannot be read names nothing loadStage would take, so nothing of it needs keeping.
  const previous = (await readManifest(dir).catch(() => undefined))?.manifest.changes ?? [];
  const named = new Set(filesOf(previous));
  const earlier = new Map(previous.map((c) => [c.relative, c]));
  // The name to write a file to: its own when its content is the same (rewriting the same bytes changes nothing a
  // reader can see), else the one of the pair the manifest on disk does not name.
  const nameFor = (kind: Kind, relative: string, same: boolean): string => {
    const old = earlier.get(relative);
    if (old && same) return fileOf(old, kind);
    return namesOf(kind, relative).find((n) => !named.has(n))!;
  };
  const changes: ManifestChange[] = [];
  // A change that leaves its note as it was is no staged change (stage.ts changesNote): not kept, not listed.
  for (const change of stage.changes().filter(changesNote)) {
    const old = earlier.get(change.relative);
    const afterFile = nameFor('after', change.relative, old?.afterHash === change.afterHash);
    await write(join(dir, afterFile), change.after);
    let beforeFile: string | undefined;
    if (change.before !== null) {
      beforeFile = nameFor('before', change.relative, old !== undefined && old.beforeHash === change.beforeHash);
      await write(join(dir, beforeFile), change.before);
    }
    const { path, relative, beforeHash, afterHash, ops, edits } = change;
    changes.push({
      path,
      relative,
      beforeHash,
      afterHash,
      ops,
      ...(edits ? { edits } : {}),
      afterFile,
      ...(beforeFile ? { beforeFile } : {}),
    });
  }
  const manifest: Manifest = {
    version: VERSION,
    vault: stage.vault,
    allowed: [...stage.allowed],
    limits: { ...stage.limits },
    savedAt: new Date().toISOString(),
    changes,
  };
  const file = join(dir, 'manifest.json');
  await write(file, `${JSON.stringify(manifest, null, 2)}\n`);
  // Only now is the previous manifest's content unreachable: its files the new one does not name can go.
  const current = new Set(filesOf(changes));
  for (const name of named) if (!current.has(name)) await dropSessionFile(join(dir, name), dir);
  return file;
}

/** The file holding the proposed content of a staged note, as the session's manifest names it (for messages). */
export async function stagedFileOf(sessionDir: string, relative: string): Promise<string> {
  const dir = stagedDir(sessionDir);
  const change = (await readManifest(dir).catch(() => undefined))?.manifest.changes.find((c) => c.relative === relative);
  return join(dir, change ? fileOf(change, 'after') : namesOf('after', relative)[0]);
}

function broken(file: string, why: string): never {
  throw new RunFailure(`${file}: ${why}`, { hint: 'the staged changes cannot be used; run the ritual again' });
}

/**
 * A staged file, from the first of the session's copies (`roots`: staged/ folders, the manifest's first) that has
 * it with the content the manifest describes, under its manifest name or the other name of its pair.
 */
async function readStaged(roots: readonly string[], change: ManifestChange, kind: Kind, manifestFile: string): Promise<string> {
  const hash = kind === 'after' ? change.afterHash : change.beforeHash!;
  const named = fileOf(change, kind);
  const names = [named, ...namesOf(kind, change.relative).filter((n) => n !== named)];
  let changed = false;
  for (const [i, root] of roots.entries()) {
    for (const name of names) {
      // The manifest names the file; confinement keeps a damaged manifest from pointing outside staged/.
      let file: string;
      try {
        file = confineRead(name, [{ label: 'staged folder', path: root }]).absolute;
      } catch (err) {
        if (!(err instanceof PathRefused)) continue; // that copy has no staged/ folder
        if (i === 0 && name === named) broken(manifestFile, err.message);
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch {
        continue;
      }
      if (hashContent(bytes) === hash) return bytes.toString('utf8');
      changed = true;
    }
  }
  const elsewhere = roots.length > 1 ? ', nor intact in the kept copy' : '';
  broken(manifestFile, `${join(roots[0]!, named)} ${changed ? 'was changed after it was staged' : 'is missing'}${elsewhere}`);
}

/** `after/<relative>` or `after.1/<relative>` (and the same for before): the only names saveStage gives. */
function isStagedName(name: unknown, kind: Kind, relative: string): boolean {
  return name === undefined || (typeof name === 'string' && namesOf(kind, relative).includes(name));
}

function isManifest(value: unknown): value is Manifest {
  const m = value as Partial<Manifest> | null;
  return (
    !!m &&
    typeof m === 'object' &&
    m.version === VERSION &&
    typeof m.vault === 'string' &&
    Array.isArray(m.allowed) &&
    !!m.limits &&
    typeof m.limits === 'object' &&
    Array.isArray(m.changes) &&
    m.changes.every(
      (c) =>
        !!c &&
        typeof c.path === 'string' &&
        typeof c.relative === 'string' &&
        typeof c.afterHash === 'string' &&
        (c.beforeHash === null || typeof c.beforeHash === 'string') &&
        Array.isArray(c.ops) &&
        isStagedName(c.afterFile, 'after', c.relative) &&
        isStagedName(c.beforeFile, 'before', c.relative) &&
        (c.edits === undefined ||
          (Array.isArray(c.edits) && c.edits.every((e) => !!e && typeof e === 'object' && typeof e.op === 'string'))),
    )
  );
}

/** The manifest of a staged/ folder; undefined when there is none; RunFailure when it cannot be used. */
async function readManifest(dir: string): Promise<{ file: string; manifest: Manifest } | undefined> {
  const file = join(dir, 'manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new RunFailure(`${file}: cannot be read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    broken(file, 'is not valid JSON');
  }
  if (!isManifest(data)) broken(file, `is not a version ${VERSION} staging manifest`);
  return { file, manifest: data };
}

/**
 * The stage saved in `sessionDir`, or undefined when the session staged nothing. With `keptCopy` (the session's
 * kept copy), the manifest and each staged file come from the session when there and intact, else from the kept
 * copy: a session folder that lost files (the OS clearing the temp dir file by file) still loads.
 */
export async function loadStage(sessionDir: string, keptCopy?: string): Promise<Stage | undefined> {
  const copies = [sessionDir, ...(keptCopy && keptCopy !== sessionDir ? [keptCopy] : [])].map(stagedDir);
  let found: { root: string; file: string; manifest: Manifest } | undefined;
  let unusable: unknown;
  for (const root of copies) {
    try {
      const read = await readManifest(root);
      if (read) {
        found = { root, ...read };
        break;
      }
    } catch (err) {
      unusable ??= err; // the kept copy's may still do
    }
  }
  if (!found) {
    if (unusable) throw unusable;
    return undefined;
  }
  const { manifest: data, file } = found;
  const roots = [found.root, ...copies.filter((c) => c !== found.root)];
  const initial: StagedChange[] = [];
  for (const c of data.changes) {
    const after = await readStaged(roots, c, 'after', file);
    const before = c.beforeHash === null ? null : await readStaged(roots, c, 'before', file);
    initial.push({
      path: c.path,
      relative: c.relative,
      before,
      beforeHash: c.beforeHash,
      after,
      afterHash: c.afterHash,
      ops: c.ops,
      ...(c.edits ? { edits: c.edits } : {}),
    });
  }
  return new Stage({ sessionDir, vault: data.vault, allowed: data.allowed, limits: data.limits, initial });
}
