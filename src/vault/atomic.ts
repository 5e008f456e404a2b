/**
 * Atomic note writes: the new content goes to a temporary file in the same folder, is flushed to the disk, and
 * replaces the note with one rename, so a reader (Obsidian, a sync client, a crash) sees either the old note or the
 * new one, never half of it. Just before the rename the current note is hashed again and compared with what the
 * caller read: a note edited meanwhile is never overwritten.
 *
 * Every call into the file system goes through an `FsLayer`, so tests can make any single step fail with the
 * errors a full disk or a read-only mount would give.
 */
import { randomBytes, createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { InterruptedError, RunFailure } from '../errors.js';

/** Marks our temporary files: `.<note>.skill-tmp-<random>`. Nothing else in a vault should contain it. */
export const TEMP_MARKER = '.skill-tmp-';

interface StatLike {
  mode: number;
  uid: number;
  gid: number;
  isFile(): boolean;
}

/** The file-system calls the write path makes, one method per step that can fail on its own. */
export interface FsLayer {
  /** Like fs.mkdir with `recursive: true`: resolves to the first folder created, or undefined. */
  mkdirp(path: string, mode?: number): Promise<string | undefined>;
  rmdir(path: string): Promise<void>;
  stat(path: string): Promise<StatLike>;
  open(path: string, flags: string | number, mode?: number): Promise<number>;
  /** Writes the whole buffer. */
  write(fd: number, data: Uint8Array): Promise<void>;
  fchmod(fd: number, mode: number): Promise<void>;
  fchown(fd: number, uid: number, gid: number): Promise<void>;
  fsync(fd: number): Promise<void>;
  close(fd: number): Promise<void>;
  readFile(path: string): Promise<Buffer>;
  rename(from: string, to: string): Promise<void>;
  link(existing: string, created: string): Promise<void>;
  unlink(path: string): Promise<void>;
}

const p = {
  open: promisify(fs.open),
  write: promisify(fs.write),
  fchmod: promisify(fs.fchmod),
  fchown: promisify(fs.fchown),
  fsync: promisify(fs.fsync),
  close: promisify(fs.close),
};

export const realFs: FsLayer = {
  mkdirp: (path, mode) => fs.promises.mkdir(path, mode === undefined ? { recursive: true } : { recursive: true, mode }),
  rmdir: (path) => fs.promises.rmdir(path),
  stat: (path) => fs.promises.stat(path),
  open: (path, flags, mode) => p.open(path, flags, mode),
  async write(fd, data) {
    let offset = 0;
    while (offset < data.byteLength) {
      const { bytesWritten } = await p.write(fd, data, offset, data.byteLength - offset);
      offset += bytesWritten;
    }
  },
  fchmod: (fd, mode) => p.fchmod(fd, mode),
  fchown: (fd, uid, gid) => p.fchown(fd, uid, gid),
  fsync: (fd) => p.fsync(fd),
  close: (fd) => p.close(fd),
  readFile: (path) => fs.promises.readFile(path),
  rename: (from, to) => fs.promises.rename(from, to),
  link: (existing, created) => fs.promises.link(existing, created),
  unlink: (path) => fs.promises.unlink(path),
};

/** The note changed (or appeared, or vanished) since the caller read it; nothing was written. */
export class ChangedOnDisk extends RunFailure {
  constructor(
    readonly path: string,
    label: string,
    detail: string,
  ) {
    super(`${label} ${detail} since it was read; not overwritten`, {
      hint: 'run the ritual again, or look at the proposed change in the session and apply it by hand',
    });
  }
}

/**
 * The folder of the note was swapped (for a symlink) between the last check and the rename: the content may have
 * landed where the swapped folder leads. The note itself is not written.
 */
class WrittenElsewhere extends RunFailure {
  constructor(
    readonly path: string,
    label: string,
    readonly landed: string,
  ) {
    super(
      `WRITTEN OUTSIDE THE NOTE'S FOLDER: the folder of ${label} was replaced during the write; the content went to ${landed}, not to the note — check that file`,
    );
  }
}

/** The note's folder is not (or no longer) the real folder inside `within`: a symlink was planted in its path. */
function refuseMovedFolder(path: string, label: string, within: string): void {
  const dir = dirname(path);
  let real: string;
  let root: string;
  try {
    real = fs.realpathSync(dir);
    root = fs.realpathSync(within);
  } catch (err) {
    throw new WriteFailed(path, label, errorCode(err), err);
  }
  const rel = relative(root, real);
  const inside = rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  if (real !== dir || !inside) {
    throw new WriteFailed(path, label, undefined, new Error(`its folder now leads to ${real} (a symlink was planted); not written`));
  }
}

/** After the rename: the note's folder still is the real one and holds the file we wrote; else where it went. */
function landedElsewhere(path: string, ino: number): string | undefined {
  let real: string;
  try {
    real = fs.realpathSync(dirname(path));
  } catch {
    return dirname(path);
  }
  if (real !== dirname(path)) return join(real, basename(path));
  try {
    return fs.lstatSync(path).ino === ino ? undefined : path;
  } catch {
    return path;
  }
}

/** The write failed for a reason of the machine (full disk, permissions, read-only mount); the note is untouched. */
export class WriteFailed extends RunFailure {
  constructor(
    readonly path: string,
    label: string,
    readonly code: string | undefined,
    cause: unknown,
  ) {
    super(`could not write ${label}: ${describeCode(code, cause)}`, { cause });
  }
}

const CODES: Record<string, string> = {
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'disk quota exceeded',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  EIO: 'input/output error',
  EISDIR: 'is a folder',
  ENOTDIR: 'a parent is not a folder',
  ENAMETOOLONG: 'name too long',
};

/** An errno code in words: "permission denied (EACCES)". */
export function describeCode(code: string | undefined, cause: unknown): string {
  if (code && CODES[code]) return `${CODES[code]} (${code})`;
  const message = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
  return code ? `${code}: ${message}` : (message ?? 'unknown error');
}

function errorCode(err: unknown): string | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** sha256 of the bytes, hex. Text is hashed as UTF-8, which is how it is written. */
export function hashContent(content: string | Uint8Array): string {
  return createHash('sha256')
    .update(typeof content === 'string' ? Buffer.from(content, 'utf8') : content)
    .digest('hex');
}

export interface CurrentContent {
  bytes: Buffer;
  hash: string;
}

/** The file's bytes and hash, or null when it does not exist. */
export async function readCurrent(path: string, layer: FsLayer = realFs): Promise<CurrentContent | null> {
  try {
    const bytes = await layer.readFile(path);
    return { bytes, hash: hashContent(bytes) };
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return null;
    throw err;
  }
}

export interface WriteOptions {
  /** The hash the note must still have; null: it must not exist yet; undefined: no check. */
  expectedHash?: string | null;
  /** Mode of a new file (exact, umask ignored). An existing file keeps its own mode. Default 0o666 minus umask. */
  mode?: number;
  /** Mode of folders this call creates (umask applies). */
  dirMode?: number;
  /** Names the note in messages (the vault-relative path); defaults to the path. */
  label?: string;
  signal?: AbortSignal;
  fs?: FsLayer;
  /**
   * The folder the note must stay in (the vault). `path` must then be a real path (no symlink in it): the folder is
   * checked again just before the temp file is made and just before the rename, and the note is looked up after
   * the rename, so a folder swapped for a symlink meanwhile never receives the note unnoticed (WrittenElsewhere).
   */
  within?: string;
}

export interface WriteResult {
  hash: string;
  bytes: number;
  created: boolean;
  /** False when the folder could not be flushed after the rename (some file systems refuse); the note is written. */
  dirSynced: boolean;
  /** A second name of the new note that could not be removed after linking it in place (see place()). */
  strayTemp?: string;
  /** The top folder this write created for the note (it and everything down to the note's folder were new). */
  createdFolder?: string;
}

/** A temp name in the same folder that stays under the 255-byte name limit whatever the note is called. */
function tempName(target: string): string {
  let base = basename(target);
  while (Buffer.byteLength(base) > 200) base = Array.from(base).slice(0, -1).join('');
  return join(dirname(target), `.${base}${TEMP_MARKER}${randomBytes(6).toString('hex')}`);
}

/**
 * Removes the temp files an interrupted write of these notes left beside them (`.<note>.skill-tmp-…`: a process
 * killed between writing the temp file and renaming it). Only while holding the vault lock, so no other write of
 * ours is under way; only ours, named after these notes. Returns the paths removed.
 */
export async function sweepLeftovers(notes: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  const byDir = new Map<string, Set<string>>();
  for (const note of notes) {
    const set = byDir.get(dirname(note)) ?? new Set<string>();
    set.add(`.${basename(note)}${TEMP_MARKER}`);
    byDir.set(dirname(note), set);
  }
  for (const [dir, prefixes] of byDir) {
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (![...prefixes].some((p) => name.startsWith(p) && /^[0-9a-f]{12}$/.test(name.slice(p.length)))) continue;
      const path = join(dir, name);
      if (
        await fs.promises.unlink(path).then(
          () => true,
          () => false,
        )
      )
        removed.push(path);
    }
  }
  return removed;
}

/**
 * A file only the user may read (sessions hold copies of notes), in folders only the user may enter. With `under`
 * (the session or its kept copy), no component from there down may be a symlink: copies of notes never leave it.
 */
export async function writePrivateFile(
  path: string,
  content: string | Uint8Array,
  expectedHash?: string | null,
  under?: string,
): Promise<WriteResult> {
  if (under !== undefined) refuseSymlinkUnder(under, path);
  return writeFileAtomic(path, content, { mode: 0o600, dirMode: 0o700, ...(expectedHash !== undefined ? { expectedHash } : {}) });
}

/**
 * Refuses a symlink in any component of `path` below `base` (lstat of each, down to the file): a session folder
 * whose `backups/displaced` was replaced by a link would send copies of notes where it leads. Parts that do not
 * exist yet are made by the write as real folders. Node cannot open a folder path with O_NOFOLLOW on every
 * component, so a link planted between this check and the write is not caught. Synchronous (a few lstat calls), so
 * the session's synchronous writers (writeSessionFile) use it too: one check for every file under a session.
 */
export function refuseSymlinkUnder(base: string, path: string): void {
  const rel = relative(base, path);
  if (rel.startsWith('..') || isAbsolute(rel))
    throw new WriteFailed(path, path, undefined, new Error(`not inside ${base}; nothing written`));
  let current = base;
  for (const part of rel.split(sep).filter(Boolean)) {
    current = join(current, part);
    const st = fs.lstatSync(current, { throwIfNoEntry: false });
    if (st === undefined) return;
    if (st.isSymbolicLink()) throw new WriteFailed(path, path, undefined, new Error(`${current} is a symlink; nothing written through it`));
  }
}

/** Folders between `dir` and the first one mkdir created, deepest first: what to remove when the write fails. */
function createdChain(dir: string, firstCreated: string | undefined): string[] {
  if (firstCreated === undefined) return [];
  const chain: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    chain.push(d);
    if (d === firstCreated || dirname(d) === d) break;
  }
  return chain;
}

async function existing(layer: FsLayer, path: string): Promise<StatLike | undefined> {
  try {
    return await layer.stat(path);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

/** Temp files being written right now, removed synchronously if the process exits before it could (a second
 * Ctrl-C, a crash). Only SIGKILL can leave one behind; the note itself is whole either way. */
const inFlight = new Set<string>();
let exitHooked = false;

function trackTemp(temp: string): string {
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => {
      for (const t of inFlight) {
        try {
          fs.unlinkSync(t);
        } catch {
          // already gone
        }
      }
    });
  }
  inFlight.add(temp);
  return temp;
}

/** Hard links are refused by some file systems (FAT, exFAT, some network shares): then rename is the fallback. */
const NO_LINK = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

/**
 * Writes `content` to `path` atomically. On any failure the target is left byte-identical, the temp file is
 * removed, and folders this call created are removed again. Throws ChangedOnDisk, WriteFailed or InterruptedError.
 */
export async function writeFileAtomic(path: string, content: string | Uint8Array, options: WriteOptions = {}): Promise<WriteResult> {
  const layer = options.fs ?? realFs;
  const label = options.label ?? path;
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const dir = dirname(path);
  let temp: string | undefined;
  let fd: number | undefined;
  let made: string[] = [];
  let created = false;
  let strayTemp: string | undefined;
  let tracked: string | undefined;
  try {
    if (options.signal?.aborted) throw new InterruptedError(`interrupted before writing ${label}`);
    made = createdChain(dir, await layer.mkdirp(dir, options.dirMode));
    const before = await existing(layer, path);
    if (before && !before.isFile()) throw new WriteFailed(path, label, 'EISDIR', new Error('not a regular file'));

    // The temp file is made in the real folder, checked just before: never through a symlink planted since.
    if (options.within !== undefined) refuseMovedFolder(path, label, options.within);
    temp = tempName(path);
    tracked = trackTemp(temp);
    fd = await layer.open(temp, 'wx', before ? 0o600 : (options.mode ?? 0o666));
    const ino = options.within !== undefined ? fs.fstatSync(fd).ino : 0;
    await layer.write(fd, data);
    if (before) {
      await layer.fchmod(fd, before.mode & 0o7777);
      // Keeps the owner when we run as root on someone else's vault; an ordinary user cannot chown: fine.
      if (before.uid !== process.getuid?.() || before.gid !== process.getgid?.()) {
        await layer.fchown(fd, before.uid, before.gid).catch(() => undefined);
      }
    } else if (options.mode !== undefined) {
      await layer.fchmod(fd, options.mode);
    }
    await layer.fsync(fd);
    const toClose = fd;
    fd = undefined;
    await layer.close(toClose);

    if (options.signal?.aborted) throw new InterruptedError(`interrupted before writing ${label}`);
    if (options.expectedHash !== undefined) {
      const now = await readCurrent(path, layer);
      if (options.expectedHash === null && now !== null) throw new ChangedOnDisk(path, label, 'was created on disk');
      if (options.expectedHash !== null && now === null) throw new ChangedOnDisk(path, label, 'was deleted');
      if (options.expectedHash !== null && now !== null && now.hash !== options.expectedHash) {
        throw new ChangedOnDisk(path, label, 'changed on disk');
      }
    }
    created = before === undefined;
    // Node has no renameat(): a folder swapped between this check and the rename is caught only after it.
    if (options.within !== undefined) refuseMovedFolder(path, label, options.within);
    if (await place(layer, temp, path, options.expectedHash === null, label)) {
      temp = undefined;
    } else {
      const linked = temp;
      temp = undefined; // from here on the note is written: no failure may undo it
      strayTemp = await dropLinkedTemp(layer, linked);
    }
    const landed = options.within !== undefined ? landedElsewhere(path, ino) : undefined;
    if (landed !== undefined) throw new WrittenElsewhere(path, label, landed);
  } catch (err) {
    if (fd !== undefined) await layer.close(fd).catch(() => undefined);
    if (temp !== undefined) await layer.unlink(temp).catch(() => undefined);
    for (const d of made) await layer.rmdir(d).catch(() => undefined);
    if (err instanceof ChangedOnDisk || err instanceof WriteFailed || err instanceof InterruptedError || err instanceof WrittenElsewhere)
      throw err;
    throw new WriteFailed(path, label, errorCode(err), err);
  } finally {
    if (tracked !== undefined) inFlight.delete(tracked);
  }
  const result: WriteResult = { hash: hashContent(data), bytes: data.byteLength, created, dirSynced: await syncDir(layer, dir) };
  if (strayTemp !== undefined) result.strayTemp = strayTemp;
  if (made.length > 0) result.createdFolder = made[made.length - 1]!;
  return result;
}

/**
 * Puts the temp file in place. A note that must not exist yet is linked rather than renamed: link fails when the
 * name is taken, which closes the gap between our check and the rename. Returns true when the temp was renamed.
 */
async function place(layer: FsLayer, temp: string, path: string, mustBeNew: boolean, label: string): Promise<boolean> {
  if (mustBeNew) {
    try {
      await layer.link(temp, path);
      return false;
    } catch (err) {
      if (errorCode(err) === 'EEXIST') throw new ChangedOnDisk(path, label, 'was created on disk');
      if (!NO_LINK.has(errorCode(err) ?? '')) throw err;
    }
  }
  await layer.rename(temp, path);
  return true;
}

/** After a link the note is written; a temp name that will not go away is returned, not treated as a failure. */
async function dropLinkedTemp(layer: FsLayer, temp: string): Promise<string | undefined> {
  try {
    await layer.unlink(temp);
    return undefined;
  } catch (err) {
    return errorCode(err) === 'ENOENT' ? undefined : temp;
  }
}

/** Flushes the folder entry so the rename survives a power cut. */
async function syncDir(layer: FsLayer, dir: string): Promise<boolean> {
  let fd: number | undefined;
  try {
    fd = await layer.open(dir, 'r');
    await layer.fsync(fd);
    return true;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) await layer.close(fd).catch(() => undefined);
  }
}
