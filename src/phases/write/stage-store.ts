/**
 * A stage saved in its session, so the changes can be reviewed and applied later (`skill sessions apply <id>`),
 * or the write phase resumed:
 *
 *   <session>/staged/manifest.json        vault, allowed notes, limits, and per change: paths, hashes, operations
 *   <session>/staged/after/<relative>     the proposed note
 *   <session>/staged/before/<relative>    the note as it was when first staged (existing notes only)
 *
 * Files are 0600 and folders 0700: they hold the user's notes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RunFailure } from '../../errors.js';
import { confineRead } from '../../vault/confine.js';
import { hashContent, writePrivateFile } from '../../vault/atomic.js';
import { Stage, type Edit, type OpSummary, type StageLimits, type StagedChange } from './stage.js';

const VERSION = 1;

interface ManifestChange {
  path: string;
  relative: string;
  beforeHash: string | null;
  afterHash: string;
  ops: OpSummary[];
  /** The operations with their content (for re-applying an append onto a changed note); absent in older stages. */
  edits?: Edit[];
}

interface Manifest {
  version: number;
  vault: string;
  allowed: string[];
  limits: StageLimits;
  savedAt: string;
  changes: ManifestChange[];
}

export function stagedDir(sessionDir: string): string {
  return join(sessionDir, 'staged');
}

/**
 * Saves the stage into its session (or into `sessionDir`, the session's kept copy); the manifest goes last, so a
 * half-saved stage still loads as the previous one.
 */
export async function saveStage(stage: Stage, sessionDir: string = stage.sessionDir): Promise<string> {
  const dir = stagedDir(sessionDir);
  const changes = stage.changes();
  for (const change of changes) {
    await writePrivateFile(join(dir, 'after', change.relative), change.after);
    if (change.before !== null) await writePrivateFile(join(dir, 'before', change.relative), change.before);
  }
  const manifest: Manifest = {
    version: VERSION,
    vault: stage.vault,
    allowed: [...stage.allowed],
    limits: { ...stage.limits },
    savedAt: new Date().toISOString(),
    changes: changes.map(({ path, relative, beforeHash, afterHash, ops, edits }) => ({ path, relative, beforeHash, afterHash, ops, ...(edits ? { edits } : {}) })),
  };
  const file = join(dir, 'manifest.json');
  await writePrivateFile(file, JSON.stringify(manifest, null, 2) + '\n');
  return file;
}

function broken(file: string, why: string): never {
  throw new RunFailure(`${file}: ${why}`, { hint: 'the staged changes cannot be used; run the ritual again' });
}

/** Reads a staged file back, checking it is the one the manifest describes. */
async function readStaged(root: string, relative: string, hash: string, manifestFile: string): Promise<string> {
  // The manifest names the file; confinement keeps a damaged manifest from pointing outside staged/.
  let file: string;
  try {
    file = confineRead(relative, [{ label: 'staged folder', path: root }]).absolute;
  } catch (err) {
    broken(manifestFile, err instanceof Error ? err.message : String(err));
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    broken(manifestFile, `${file} is missing`);
  }
  if (hashContent(bytes) !== hash) broken(manifestFile, `${file} was changed after it was staged`);
  return bytes.toString('utf8');
}

function isManifest(value: unknown): value is Manifest {
  const m = value as Partial<Manifest> | null;
  return (
    !!m && typeof m === 'object' && m.version === VERSION && typeof m.vault === 'string' && Array.isArray(m.allowed) &&
    !!m.limits && typeof m.limits === 'object' && Array.isArray(m.changes) &&
    m.changes.every((c) => !!c && typeof c.path === 'string' && typeof c.relative === 'string' && typeof c.afterHash === 'string' &&
      (c.beforeHash === null || typeof c.beforeHash === 'string') && Array.isArray(c.ops) &&
      (c.edits === undefined || (Array.isArray(c.edits) && c.edits.every((e) => !!e && typeof e === 'object' && typeof e.op === 'string'))))
  );
}

/** The stage saved in `sessionDir`, or undefined when the session staged nothing. */
export async function loadStage(sessionDir: string): Promise<Stage | undefined> {
  const dir = stagedDir(sessionDir);
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
  const initial: StagedChange[] = [];
  for (const c of data.changes) {
    const after = await readStaged(join(dir, 'after'), c.relative, c.afterHash, file);
    const before = c.beforeHash === null ? null : await readStaged(join(dir, 'before'), c.relative, c.beforeHash, file);
    initial.push({ path: c.path, relative: c.relative, before, beforeHash: c.beforeHash, after, afterHash: c.afterHash, ops: c.ops, ...(c.edits ? { edits: c.edits } : {}) });
  }
  return new Stage({ sessionDir, vault: data.vault, allowed: data.allowed, limits: data.limits, initial });
}
