/**
 * V8's code of the bundle kept between runs where Node has no compile cache of its own (src/cli/code-cache.ts). The
 * built code-cache.cjs is run in real child processes over a small bundle of real CommonJS files, and the CLI itself
 * through bin/skill; what they keep is read back from the folder. That V8 took the kept code is seen in what the run
 * leaves: a file whose code V8 rejected, or that had none, is written again at exit, and one it took is not.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cliEnv } from '../support/cli.js';
import { REPO, tempDir } from '../support/tmp.js';

const CODE_CACHE = join(REPO, 'dist', 'bundle', 'code-cache.cjs');
const { commandKey, codeFolder } = createRequire(import.meta.url)(CODE_CACHE) as {
  commandKey: (args: string[]) => string;
  codeFolder: (env: NodeJS.ProcessEnv, args: string[], bundle: string) => string;
};
/** Node 22.1 and later: bin/skill uses Node's own cache, and keeps nothing in skill's cache dir. */
const nodeHasCache =
  typeof (createRequire(import.meta.url)('node:module') as { enableCompileCache?: unknown }).enableCompileCache === 'function';

/** A small bundle: main.js requires two files, one of them in a folder, and prints what they give. */
function smallBundle(): string {
  const bundle = join(tempDir('skill-code-bundle-'), 'bundle');
  mkdirSync(join(bundle, 'vendor'), { recursive: true });
  writeFileSync(
    join(bundle, 'main.js'),
    "'use strict';\nconst a = require('./a.js');\nconst v = require('./vendor/v.cjs');\nconsole.log(a.word() + ' ' + v.n);\n",
  );
  writeFileSync(join(bundle, 'a.js'), "'use strict';\nexports.word = () => 'alpha';\n");
  writeFileSync(join(bundle, 'vendor', 'v.cjs'), "'use strict';\nexports.n = 41 + 1;\n");
  return bundle;
}

/** Runs main.js of `bundle` in a child process, its code kept in `folder` (none: without the code cache). */
function runBundle(bundle: string, folder: string | undefined): { status: number | null; stdout: string; stderr: string } {
  const keep =
    folder === undefined
      ? ''
      : `require(${JSON.stringify(CODE_CACHE)}).keepCompiledCode(${JSON.stringify(bundle)}, ${JSON.stringify(folder)}); `;
  const script = `${keep}require(${JSON.stringify(join(bundle, 'main.js'))});`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Each kept file's name with its inode and mtime: what a rewrite changes (a rename puts a new inode in place). */
function keptFiles(folder: string): Map<string, string> {
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder).map((name) => {
      const st = statSync(join(folder, name));
      return [name, `${st.ino}:${st.mtimeMs}`];
    }),
  );
}

describe('code-cache.cjs', () => {
  it('keeps the code of every bundle file at the first run, and a second run takes it and writes nothing', () => {
    const bundle = smallBundle();
    const folder = join(tempDir('skill-code-'), 'code', 'run');
    const first = runBundle(bundle, folder);
    expect(first).toMatchObject({ status: 0, stdout: 'alpha 42\n', stderr: '' });
    const kept = keptFiles(folder);
    expect([...kept.keys()].map((n) => n.replace(/\.[0-9-]+\.v8$/, '')).sort()).toEqual(['a.js', 'main.js', 'vendor+v.cjs']);
    for (const name of kept.keys()) expect(statSync(join(folder, name)).size).toBeGreaterThan(0);
    const second = runBundle(bundle, folder);
    expect(second).toMatchObject({ status: 0, stdout: 'alpha 42\n', stderr: '' });
    expect(keptFiles(folder)).toEqual(kept);
  });

  it('runs an edited file as it is now, even at the same length, and drops the code kept for its old copy', () => {
    const bundle = smallBundle();
    const folder = join(tempDir('skill-code-'), 'code', 'run');
    runBundle(bundle, folder);
    const file = join(bundle, 'a.js');
    const before = readFileSync(file, 'utf8');
    const after = before.replace("'alpha'", "'omega'");
    expect(after.length).toBe(before.length); // V8 itself checks only the length: the kept name must tell them apart
    writeFileSync(file, after);
    const later = new Date(statSync(file).mtimeMs + 5000);
    utimesSync(file, later, later);
    expect(runBundle(bundle, folder)).toMatchObject({ status: 0, stdout: 'omega 42\n', stderr: '' });
    expect(readdirSync(folder).filter((n) => n.startsWith('a.js.'))).toHaveLength(1);
  });

  it('compiles afresh over kept code that is not V8 code, and writes it again', () => {
    const bundle = smallBundle();
    const folder = join(tempDir('skill-code-'), 'code', 'run');
    runBundle(bundle, folder);
    const name = readdirSync(folder).find((n) => n.startsWith('main.js.'))!;
    writeFileSync(join(folder, name), 'not code at all');
    expect(runBundle(bundle, folder)).toMatchObject({ status: 0, stdout: 'alpha 42\n', stderr: '' });
    expect(readFileSync(join(folder, name), 'utf8')).not.toBe('not code at all');
  });

  it('runs the file as it is when its kept code was damaged at the same length (V8 checks no checksum)', () => {
    const bundle = smallBundle();
    const folder = join(tempDir('skill-code-'), 'code', 'run');
    runBundle(bundle, folder);
    const kept = join(folder, readdirSync(folder).find((n) => n.startsWith('a.js.'))!);
    const code = readFileSync(kept);
    const at = code.indexOf('alpha');
    expect(at).toBeGreaterThan(0); // the string the function returns is in its compiled code
    code.write('omega', at); // a bit flip on disk, or a crash mid-write, as V8 would take it: same length
    writeFileSync(kept, code);
    expect(runBundle(bundle, folder)).toMatchObject({ status: 0, stdout: 'alpha 42\n', stderr: '' });
    expect(readFileSync(kept).indexOf('omega')).toBe(-1); // and it was written again
  });

  it('says nothing and changes no exit code when the folder cannot be made', () => {
    const bundle = smallBundle();
    const blocker = join(tempDir('skill-code-'), 'a-file');
    writeFileSync(blocker, '');
    expect(runBundle(bundle, join(blocker, 'code', 'run'))).toEqual({ status: 0, stdout: 'alpha 42\n', stderr: '' });
  });

  it("keeps the two other builds' code written last, removes older ones, and nothing else that is there", () => {
    const bundle = smallBundle();
    const root = join(tempDir('skill-code-'), 'code');
    const v8 = process.versions.v8;
    const builds = ['0000000000000001', '0000000000000002', '0000000000000003'].map((b) => join(root, `${b}-${v8}`));
    builds.forEach((build, k) => {
      mkdirSync(join(build, 'run-0'), { recursive: true });
      writeFileSync(join(build, 'run-0', 'main.js.1-2-3.v8'), 'old code');
      const at = new Date(Date.UTC(2026, 0, 1 + k));
      utimesSync(build, at, at);
    });
    const theirs = join(root, 'my-project'); // SKILL_CACHE_DIR=~ and a ~/code of the user's own
    mkdirSync(theirs);
    writeFileSync(join(theirs, 'notes.txt'), 'not ours');
    expect(runBundle(bundle, join(root, `fedcba9876543210-${v8}`, 'run-0'))).toMatchObject({ status: 0, stdout: 'alpha 42\n' });
    expect(builds.map((b) => existsSync(b))).toEqual([false, true, true]);
    expect(readFileSync(join(theirs, 'notes.txt'), 'utf8')).toBe('not ours');
  });

  it('keeps nothing from a run that fails: what it compiled would serve every later run', () => {
    const bundle = smallBundle();
    writeFileSync(join(bundle, 'main.js'), `${readFileSync(join(bundle, 'main.js'), 'utf8')}process.exitCode = 3;\n`);
    const folder = join(tempDir('skill-code-'), 'code', 'run');
    expect(runBundle(bundle, folder)).toMatchObject({ status: 3, stdout: 'alpha 42\n' });
    expect(existsSync(folder)).toBe(false);
  });

  it('reports a syntax error in a bundle file as require() does, at its own line and column', () => {
    const bundle = smallBundle();
    writeFileSync(join(bundle, 'a.js'), "let y = = 2; exports.word = () => 'alpha';\n");
    const own = runBundle(bundle, undefined);
    const kept = runBundle(bundle, join(tempDir('skill-code-'), 'code', 'run'));
    expect(own.status).toBe(1);
    expect(kept.status).toBe(1);
    const head = (stderr: string) => stderr.split('\n').slice(0, 3).join('\n'); // the file:line, its text, the caret
    expect(head(kept.stderr)).toBe(head(own.stderr));
    expect(head(own.stderr)).toContain("let y = = 2; exports.word = () => 'alpha';");
    expect(kept.stderr).toContain('SyntaxError: Unexpected token');
  });

  it('keeps each copy of the bundle apart, so two installs sharing a cache dir do not replace each other', () => {
    const env = { SKILL_CACHE_DIR: '/c' };
    const one = codeFolder(env, ['run'], '/opt/a/dist/bundle');
    expect(codeFolder(env, ['run'], '/opt/a/dist/bundle')).toBe(one);
    expect(codeFolder(env, ['run'], '/opt/b/dist/bundle')).not.toBe(one);
    expect(codeFolder(env, ['dates'], '/opt/a/dist/bundle')).not.toBe(one);
  });

  it('keeps code per command, named by the first argument when it looks like a command', () => {
    expect(commandKey(['run', 'planning-daily', '--prepare'])).toBe('run');
    expect(commandKey(['--vault', 'notes', 'dates'])).toBe('_');
    expect(commandKey(['--now', '2026-11-27', 'dates'])).toBe('_');
    expect(commandKey(['../../etc'])).toBe('_');
    expect(commandKey([])).toBe('_');
  });
});

describe('bin/skill', () => {
  const codeRoot = (cache: string) => join(cache, 'code');

  it(`keeps the bundle's code for the command run ${nodeHasCache ? '(not: this Node has its own cache)' : '(this Node has no cache of its own)'}`, () => {
    const cache = join(tempDir('skill-cache-'), 'cache');
    const env = cliEnv({ SKILL_CACHE_DIR: cache });
    const run = () => spawnSync(process.execPath, [BIN, 'dates', 'tomorrow', '--now', '2026-11-27T09:00'], { encoding: 'utf8', env });
    const first = run();
    expect(first.status).toBe(0);
    if (nodeHasCache) {
      expect(existsSync(codeRoot(cache))).toBe(false);
      return;
    }
    const builds = readdirSync(codeRoot(cache));
    expect(builds).toHaveLength(1);
    const commands = readdirSync(join(codeRoot(cache), builds[0]!));
    expect(commands).toEqual([expect.stringMatching(/^dates-[0-9a-f]{8}$/)]);
    const folder = join(codeRoot(cache), builds[0]!, commands[0]!);
    const kept = keptFiles(folder);
    expect([...kept.keys()].some((n) => n.startsWith('main.js.'))).toBe(true);
    const second = run();
    expect(second.stdout).toBe(first.stdout);
    expect(keptFiles(folder)).toEqual(kept);
  });

  it('keeps nothing with NODE_DISABLE_COMPILE_CACHE=1 or --debug', () => {
    const cache = join(tempDir('skill-cache-'), 'cache');
    const off = spawnSync(process.execPath, [BIN, 'dates', '2026-11-27'], {
      encoding: 'utf8',
      env: cliEnv({ SKILL_CACHE_DIR: cache, NODE_DISABLE_COMPILE_CACHE: '1' }),
    });
    const debug = spawnSync(process.execPath, [BIN, '--debug', 'dates', '2026-11-27'], {
      encoding: 'utf8',
      env: cliEnv({ SKILL_CACHE_DIR: cache }),
    });
    expect(off.status).toBe(0);
    expect(debug.status).toBe(0);
    expect(existsSync(codeRoot(cache))).toBe(false);
  });
});
