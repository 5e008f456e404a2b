// End-to-end tests spawn bin/skill, which runs the bundle in dist/bundle/; a few tests import single compiled modules
// from dist/ in a child process. Build both (`npm run compile`'s two steps) before any test file runs, so a test
// never exercises stale output.
//
// The build is skipped when dist/ is what this very setup last built from the same inputs: dist/.build-stamp.json
// keeps a hash of every input of the build (src/, the build scripts, tsconfigs, package and lock files, the installed
// packages' lock, the Node version) and a hash of everything the build wrote to dist/. Both must match, so an edited
// source, a changed dependency, or a touched or deleted file in dist/ (a checkout of another dist/bundle, a hand
// edit) rebuilds; test/package.test.ts still compares dist/bundle/ with git. A fresh clone has no stamp and builds.
// Skipping saves the build's ~10 s on every run after the first, and it no longer rewrites dist/bundle/ under
// CLI runs that use it at the same time. The two steps are independent (esbuild reads src/, not tsc's output), so
// they run side by side on a 2-core machine.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cache dir the CLI runs of the whole suite share (test/support/cli.ts cliEnv). */
    cliCacheDir: string;
  }
}

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const stampFile = join(dist, '.build-stamp.json');

const INPUT_DIRS = ['src'];
const INPUT_FILES = [
  'scripts/bundle.mjs',
  'scripts/notices.mjs',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];

interface Stamp {
  inputs: string;
  outputs: string;
}

/** The files under `dir` (relative to root), sorted; none when it does not exist. */
function filesUnder(dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(join(root, f)).isFile())
    .sort();
}

/** sha256 over each file's name and content; a missing file counts as missing, so its appearing changes the hash. */
function hashFiles(files: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const f of files) {
    const abs = join(root, f);
    hash.update(f).update('\0');
    hash.update(existsSync(abs) ? readFileSync(abs) : '<missing>').update('\0');
  }
  return hash.digest('hex');
}

function inputsHash(): string {
  return hashFiles([...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES], process.version);
}

function outputsHash(): string {
  return hashFiles(filesUnder('dist').filter((f) => f !== join('dist', '.build-stamp.json')));
}

function readStamp(): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

function runStep(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`build step failed (exit ${code}): node ${args.join(' ')}`))));
  });
}

async function buildUnlessFresh(): Promise<void> {
  const inputs = inputsHash();
  const stamp = readStamp();
  if (stamp?.inputs === inputs && stamp.outputs === outputsHash()) return;
  await Promise.all([
    runStep([join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json']),
    runStep([join(root, 'scripts', 'bundle.mjs')]),
  ]);
  writeFileSync(stampFile, `${JSON.stringify({ inputs, outputs: outputsHash() } satisfies Stamp)}\n`);
}

/**
 * Builds when needed, and makes the cache dir the suite's CLI runs share: a user's runs share theirs, so a run
 * finds the rituals, the catalogue and the lemmas already parsed by an earlier one, where a fresh dir for every run
 * paid about 0.3 s of CPU more per run (docs/architecture.md, Tests). Tests about the cache itself pass their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  await buildUnlessFresh();
  const cacheDir = mkdtempSync(join(tmpdir(), 'skill-suite-cache-'));
  project.provide('cliCacheDir', cacheDir);
  return () => rmSync(cacheDir, { recursive: true, force: true });
}
