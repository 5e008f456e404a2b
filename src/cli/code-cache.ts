/**
 * V8's compiled code of the bundle, kept between runs on Node versions without a compile cache of their own (Node 20;
 * 22.1 and later have `module.enableCompileCache()`, which bin/skill uses instead).
 *
 * Each run of Node 20 parses the bundle's files again and compiles every function it calls: a warm `skill run` at
 * 10,000 notes spent ~13% of its CPU in V8's parser and compiler (perf, 3 runs). V8 can hand out the code it has
 * compiled (`Script#createCachedData`) and take it back on a later compile (`cachedData`), checking the V8 version,
 * its flags and the source's length, and rejecting what does not match; not the source's content (a same-length edit
 * would run the old code: test/cli/code-cache.test.ts), which the kept file's name stands for; nor the code's own bytes,
 * which a CRC-32 at the head of each kept file stands for (readKept). CommonJS files are compiled by
 * `Module.prototype._compile`, which takes no cached data, so this replaces it for the bundle's own files, the way
 * the v8-compile-cache package did before Node had a cache (bin/skill, the bundle and this file are CommonJS).
 *
 * The code is made when the process exits, not when a file is compiled, so it holds the functions that run called
 * too (a cache made at compile time holds only the top level: the functions would be compiled again on every run).
 * A file's code is written only when it had none or V8 rejected it, and only by a run that ends well (exit code 0: a
 * failed run compiled little, and what it keeps would be taken by every later run), so a warm run writes nothing.
 * It is kept per command (`run`, `dates`…), since the functions one command compiled are not the ones another needs,
 * and per copy of the bundle (two installs sharing a cache dir would otherwise replace each other's code on every
 * run), under a folder named by the build and the V8 version; each file's name holds its size, mtime and inode (the
 * stat check make, rsync and git's index rely on): a bundle file edited or replaced is compiled afresh. The folder is
 * the cache dir's `code/`; deleting it is safe, as for the whole cache.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { crc32 } from 'node:zlib';
import { BUILD_ID } from '../cache/build-id.js';
import { defaultCacheDir } from '../cache/dir.js';

/** A file of the bundle compiled in this run, and where its code is kept. */
interface Compiled {
  script: Script;
  file: string;
  /** Whether its code must be written at exit: none was kept, or V8 rejected it. */
  write: boolean;
}

/** `Module.prototype._compile`, which @types/node leaves out: it runs one CommonJS file's source as `module`. */
type CompileFn = (this: NodeJS.Module, content: string, filename: string) => unknown;
const moduleProto = Module.prototype as unknown as { _compile: CompileFn };

/**
 * The command a run's code is kept for: its first argument, when it looks like a command name; '_' for the rest (an
 * option first: its value is no command, and a folder per value would only pile up).
 */
export function commandKey(args: readonly string[]): string {
  const word = args[0];
  return word !== undefined && /^[a-z][a-z-]{0,31}$/.test(word) ? word : '_';
}

/** The folder of one build's kept code for one command, for the bundle at `bundle` (per copy: see the top). */
export function codeFolder(env: NodeJS.ProcessEnv, args: readonly string[], bundle: string): string {
  const copy = typeof crc32 === 'function' ? crc32(bundle).toString(16).padStart(8, '0') : '0';
  return join(defaultCacheDir(env), 'code', `${BUILD_ID}-${process.versions.v8}`, `${commandKey(args)}-${copy}`);
}

/** Keeps a file's size, mtime and inode in its kept code's name, so that an edited file is never matched. */
const STAMP = /\.[0-9]+-[0-9]+-[0-9]+\.v8$/;

/** The kept code's file for a bundle file (`rel`, its path in the bundle, with '+' for '/'). */
function codeFile(folder: string, rel: string, filename: string): string {
  const st = statSync(filename);
  return join(folder, `${rel.replaceAll('/', '+')}.${st.size}-${Math.trunc(st.mtimeMs)}-${st.ino}.v8`);
}

/**
 * The kept code, when its checksum (the file's first 4 bytes, CRC-32 of the rest) holds. V8 checks its own header
 * and the payload's length, not the payload (that check is a flag, off in release builds, and slows every isolate's
 * start: workers' too): code damaged at the same length (a bit flip, a crash before the data reached the disk) would
 * run wrong, or crash V8 (SIGSEGV, 'Fatal error … unreachable code') on every run until the cache is deleted.
 */
function readKept(file: string): Buffer | undefined {
  let kept: Buffer;
  try {
    kept = readFileSync(file);
  } catch {
    return undefined;
  }
  const code = kept.subarray(4);
  return kept.length > 4 && kept.readUInt32LE(0) === crc32(code) ? code : undefined;
}

/** The code with its checksum before it (readKept). */
function withChecksum(code: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32LE(crc32(code));
  return Buffer.concat([head, code]);
}

/** How Node's loader wraps a CommonJS file's source (Module.wrap), less its closing. */
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {';

/** Compiles one bundle file with its kept code, and runs it as Node's loader would. */
function compileKept(mod: NodeJS.Module, content: string, filename: string, rel: string, folder: string, compiled: Compiled[]): unknown {
  const file = codeFile(folder, rel, filename);
  const cachedData = readKept(file);
  // Node's wrapper on a line of its own, the file's first line counted as line 1: a SyntaxError shows the file's
  // line and column as require() shows them, not the wrapper's text.
  const script = new Script(`${WRAPPER_HEAD}\n${content}\n});`, { filename, cachedData, lineOffset: -1 });
  compiled.push({ script, file, write: cachedData === undefined || script.cachedDataRejected === true });
  const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
  return wrapper.call(mod.exports, mod.exports, createRequire(filename), mod, filename, dirname(filename));
}

/**
 * A folder of one build's code for one V8 (`codeFolder`): a build's hash, or the per-module build's name, and V8's
 * version (`11.3.244.8-node.38`).
 */
const BUILD_FOLDER = /^(?:[0-9a-f]{16}|unbundled)-[0-9]+(?:\.[0-9]+)+(?:-node\.[0-9]+)?$/;

/** Other builds' folders kept beside this one's: two installs of different versions may share a cache dir. */
const OTHER_BUILDS_KEPT = 2;

/**
 * Other builds' code (and other Node versions'), which this build never reads: when this one writes, all but the
 * OTHER_BUILDS_KEPT last written are removed. Only what is named as a build's folder: the cache dir is the user's to
 * choose ($SKILL_CACHE_DIR=~ makes this ~/code).
 */
function pruneOtherBuilds(codeRoot: string, keep: string): void {
  const others = readdirSync(codeRoot)
    .filter((name) => name !== keep && BUILD_FOLDER.test(name))
    .map((name) => ({ name, at: statSync(join(codeRoot, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of others.slice(OTHER_BUILDS_KEPT)) rmSync(join(codeRoot, name), { recursive: true, force: true });
}

/** Writes the code of each file that needs it, each through a file of its own renamed into place. */
function writeCompiled(compiled: readonly Compiled[], folder: string): void {
  const todo = compiled.filter((c) => c.write);
  if (todo.length === 0) return;
  mkdirSync(folder, { recursive: true });
  const buildFolder = dirname(folder);
  const now = new Date();
  utimesSync(buildFolder, now, now); // written last: the other builds' count is of those written since
  pruneOtherBuilds(dirname(buildFolder), basename(buildFolder));
  const names = new Set(todo.map((c) => basename(c.file)));
  for (const c of todo) {
    const temp = `${c.file}.${process.pid}.tmp`;
    try {
      writeFileSync(temp, withChecksum(c.script.createCachedData()));
      renameSync(temp, c.file);
    } finally {
      rmSync(temp, { force: true }); // gone once renamed; a half-written one is not left behind
    }
  }
  // The same bundle file's code from an earlier copy of it (another size, mtime or inode).
  const stems = new Set([...names].map((n) => n.replace(STAMP, '')));
  for (const name of readdirSync(folder))
    if (STAMP.test(name) && !names.has(name) && stems.has(name.replace(STAMP, ''))) rmSync(join(folder, name), { force: true });
}

/**
 * Compiles the bundle's files (those under `bundle`) with the code kept in `folder`, and keeps what this run compiled
 * when it exits. Any failure to read or write the kept code only means compiling as before: it is never an error
 * of the run.
 */
export function keepCompiledCode(bundle: string, folder: string): void {
  if (typeof crc32 !== 'function') return; // Node 20 before 20.15: no zlib.crc32, no kept code
  const compiled: Compiled[] = [];
  const original = moduleProto._compile;
  const prefix = `${bundle}/`;
  moduleProto._compile = function compile(this: NodeJS.Module, content: string, filename: string): unknown {
    if (!filename.startsWith(prefix) || !/\.c?js$/.test(filename)) return original.call(this, content, filename);
    return compileKept(this, content, filename, filename.slice(prefix.length), folder, compiled);
  };
  process.once('exit', (code) => {
    if (code !== 0) return;
    try {
      writeCompiled(compiled, folder);
    } catch {
      // A cache folder that cannot be written (read-only, full): the next run compiles again, as Node 20 always did.
    }
  });
}
