/**
 * `skill run`'s scan worker started by bin/skill (src/cli/early-start.ts): which command lines start it and for which
 * folder, and, through the real CLI, that the run takes the worker it started rather than starting a second. A
 * preload counts the worker threads made and whether the CLI's code (main.js) was loaded when each was.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyVault, vaultFlag } from '../../src/cli/early-start.js';
import { BIN, cliEnv } from '../support/cli.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';

describe('the vault of an early scan', () => {
  it('is the last --vault before a --, in either spelling', () => {
    expect(vaultFlag(['run', 'x', '--vault', 'a'])).toBe('a');
    expect(vaultFlag(['run', '--vault=a', 'x', '--vault', 'b'])).toBe('b');
    expect(vaultFlag(['run', 'x', '--vault-moved'])).toBeUndefined();
    expect(vaultFlag(['run', 'x', '--', '--vault', 'a'])).toBeUndefined();
    expect(vaultFlag(['run', 'x', '--vault'])).toBeUndefined();
  });

  it('is found as locateVault finds it, for `run` only, and only for a folder', () => {
    const root = tempDir('skill-early-');
    mkdirSync(join(root, 'notes'));
    writeFileSync(join(root, 'file.md'), '');
    const env = { HOME: root };
    expect(earlyVault(['run', 'r', '--vault', 'notes'], env, root)).toBe(join(root, 'notes'));
    expect(earlyVault(['run', 'r', '--vault', '~/notes/'], env, '/')).toBe(join(root, 'notes'));
    expect(earlyVault(['run', 'r'], { ...env, SKILL_VAULT: join(root, 'notes') }, '/')).toBe(join(root, 'notes'));
    expect(earlyVault(['plan', 'r', '--vault', 'notes'], env, root)).toBeUndefined();
    expect(earlyVault(['run', '--resume', 'id', '--vault', 'notes'], env, root)).toBeUndefined();
    expect(earlyVault(['run', '--help', '--vault', 'notes'], env, root)).toBeUndefined();
    expect(earlyVault(['run', 'r', '--vault', 'file.md'], env, root)).toBeUndefined();
    expect(earlyVault(['run', 'r', '--vault', 'missing'], env, root)).toBeUndefined();
    expect(earlyVault(['run', 'r', '--vault', ' '], env, root)).toBeUndefined();
    expect(earlyVault(['run', 'r'], env, root)).toBeUndefined(); // no config either
  });

  it("is the user config's vault: when it is a plain path, after --vault and $SKILL_VAULT", () => {
    const root = tempDir('skill-early-');
    mkdirSync(join(root, 'notes'));
    mkdirSync(join(root, 'other'));
    mkdirSync(join(root, '.config', 'skill'), { recursive: true });
    const config = join(root, '.config', 'skill', 'config.yaml');
    const env = { HOME: root };
    writeFileSync(config, 'vault: ~/notes # mine\n');
    expect(earlyVault(['run', 'r'], env, '/')).toBe(join(root, 'notes'));
    expect(earlyVault(['run', 'r', '--vault', 'other'], env, root)).toBe(join(root, 'other'));
    expect(earlyVault(['run', 'r'], { ...env, SKILL_VAULT: join(root, 'other') }, '/')).toBe(join(root, 'other'));
    // What the YAML parser could read another way is the run's to read.
    writeFileSync(config, 'vault: notes\n');
    expect(earlyVault(['run', 'r'], env, root)).toBeUndefined();
    // A file far larger than a config is not read here.
    writeFileSync(config, `vault: ~/notes\n${'#'.repeat(100_000)}\n`);
    expect(earlyVault(['run', 'r'], env, '/')).toBeUndefined();
  });
});

/** A preload that records each worker thread made: its file, and whether main.js was loaded by then. */
function workerLog(): { preload: string; log: string } {
  const dir = tempDir('skill-early-log-');
  const log = join(dir, 'workers.jsonl');
  const preload = join(dir, 'count-workers.cjs');
  writeFileSync(
    preload,
    `const wt = require('node:worker_threads');
const fs = require('node:fs');
const Base = wt.Worker;
wt.Worker = class extends Base {
  constructor(file, options) {
    const mainLoaded = Object.keys(require.cache).some((p) => p.endsWith('/dist/bundle/main.js'));
    fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ file: String(file), vault: options?.workerData?.vault, mainLoaded }) + '\\n');
    super(file, options);
  }
};
`,
  );
  return { preload, log };
}

/** The worker threads a `skill run --prepare` made (file, vault, whether main.js was loaded), and its result. */
function runWorkers(extra: string[], env: NodeJS.ProcessEnv): { workers: unknown[]; status: number | null; stderr: string } {
  const { preload, log } = workerLog();
  const args = ['run', 'planning-daily', '--prepare', '--now', '2026-03-04T09:00:00', ...extra];
  const r = spawnSync(process.execPath, ['--require', preload, BIN, ...args], { encoding: 'utf8', env });
  const workers = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return { workers, status: r.status, stderr: r.stderr };
}

/** A user config folder (for $XDG_CONFIG_HOME) whose config.yaml is `text`. */
function userConfig(text: string): string {
  const config = tempDir('skill-early-config-');
  mkdirSync(join(config, 'skill'));
  writeFileSync(join(config, 'skill', 'config.yaml'), text);
  return config;
}

const scanWorker = (vault: string, mainLoaded: boolean) => ({ file: expect.stringMatching(/scan-worker\.js$/), vault, mainLoaded });

describe('bin/skill run', () => {
  it('starts the scan worker before the CLI loads, and the run takes it: one worker, the vault found', () => {
    const vault = copyOfSampleVault();
    const r = runWorkers(['--vault', vault], cliEnv());
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.workers).toEqual([scanWorker(vault, false)]);
  });

  it('starts it early for the path the user config names, and the run takes it', () => {
    const vault = copyOfSampleVault();
    const r = runWorkers([], cliEnv({ XDG_CONFIG_HOME: userConfig(`vault: ${JSON.stringify(vault)}\n`) }));
    expect(r.status).toBe(0);
    expect(r.workers).toEqual([scanWorker(vault, false)]);
  });

  it('reads a plain user config without loading the YAML parser: a warm run loads none', () => {
    const vault = copyOfSampleVault();
    const env = cliEnv({
      XDG_CONFIG_HOME: userConfig(`# mine\nvault: ${JSON.stringify(vault)}\ndate_order: dmy\n`),
      SKILL_CACHE_DIR: tempDir('skill-cache-'),
    });
    const dir = tempDir('skill-yaml-log-');
    const preload = join(dir, 'yaml-loads.cjs');
    const log = join(dir, 'loads.txt');
    writeFileSync(
      preload,
      `const M = require('node:module');
const load = M._load;
M._load = function (request, ...rest) {
  if (/(^|\\/)yaml(\\.cjs)?$/.test(request)) require('node:fs').appendFileSync(${JSON.stringify(log)}, request + '\\n');
  return load.call(this, request, ...rest);
};
`,
    );
    const args = [BIN, 'run', 'planning-daily', '--prepare', '--now', '2026-03-04T09:00:00'];
    expect(spawnSync(process.execPath, args, { encoding: 'utf8', env }).status).toBe(0); // the parse cache filled
    writeFileSync(log, '');
    const r = spawnSync(process.execPath, ['--require', preload, ...args], { encoding: 'utf8', env });
    expect(r.status).toBe(0);
    expect(readFileSync(log, 'utf8')).toBe('');
    // The preload does see the parser load where the config is not plain (a value on the next line).
    writeFileSync(join(env.XDG_CONFIG_HOME!, 'skill', 'config.yaml'), `vault:\n  ${JSON.stringify(vault)}\n`);
    expect(spawnSync(process.execPath, ['--require', preload, ...args], { encoding: 'utf8', env }).status).toBe(0);
    expect(readFileSync(log, 'utf8')).toMatch(/yaml/);
  });

  it('starts none early for a user config it cannot read without the YAML parser: the run scans as before', () => {
    const vault = copyOfSampleVault();
    // A value on the next line: YAML, but not a line bin/skill reads.
    const r = runWorkers([], cliEnv({ XDG_CONFIG_HOME: userConfig(`vault:\n  ${JSON.stringify(vault)}\n`) }));
    expect(r.status).toBe(0);
    expect(r.workers).toEqual([scanWorker(vault, true)]);
  });
});
