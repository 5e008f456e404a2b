/**
 * The package as users get it: the committed bundle is what the sources build to, it needs nothing from
 * node_modules, and the tarball carries only what the CLI loads, with the licences. (Installing it for real — from a
 * clone, a git URL and the tarball, on Node 22 and 24 — is a CI step: .ci/install-smoke.)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { runInProcess } from './support/cli.js';
import { REPO, SAMPLE_VAULT, tempDir } from './support/tmp.js';

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as Record<string, unknown>;

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: REPO, encoding: 'utf8' });
}

describe('the committed bundle', () => {
  it('is what the sources build to (global-setup has just built them into dist/bundle/)', () => {
    // Differences between the build in the working tree and what git holds for dist/bundle/ (the index, which is
    // the last commit on a fresh clone): changed or deleted files, then new ones.
    const stale = [
      ...git('diff', '--name-only', '--', 'dist/bundle').split('\n'),
      ...git('ls-files', '--others', '--exclude-standard', '--', 'dist/bundle').split('\n'),
    ].filter(Boolean);
    expect(stale, 'dist/bundle/ is not what the sources build to: run `npm run compile`, then `git add dist/bundle`').toEqual([]);
  });

  it('runs a ritual with no node_modules anywhere near it', async () => {
    const root = tempDir('skill-pkg-');
    const pkgDir = join(root, 'pkg');
    for (const part of ['bin', 'skills', 'package.json']) cpSync(join(REPO, part), join(pkgDir, part), { recursive: true });
    mkdirSync(join(pkgDir, 'dist'));
    cpSync(join(REPO, 'dist', 'bundle'), join(pkgDir, 'dist', 'bundle'), { recursive: true });
    const vault = join(root, 'vault');
    cpSync(SAMPLE_VAULT, vault, { recursive: true });
    const env = { ...process.env, SKILL_CACHE_DIR: join(root, 'cache'), TMPDIR: root, ANTHROPIC_API_KEY: '', NODE_PATH: '' };
    const r = await execa(
      process.execPath,
      [join(pkgDir, 'bin', 'skill'), 'run', 'planning-daily', 'next monday', '--prepare', '--vault', vault, '--now', '2026-11-20T09:00'],
      { cwd: root, env, reject: false },
    );
    expect(r.stderr).not.toMatch(/Cannot find (package|module)/);
    expect(r.exitCode).toBe(0);
    const session = String(r.stdout).trim().split('\n').pop()!;
    expect(readFileSync(join(session, 'memory.md'), 'utf8')).toContain('2026-11-23');
  });
});

describe('package.json', () => {
  it('is publishable: not private, MIT with a LICENSE file, with repository, homepage and bugs', () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(REPO, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(pkg).toHaveProperty('repository.url');
    expect(pkg).toHaveProperty('homepage');
    expect(pkg).toHaveProperty('bugs.url');
  });

  it('has no runtime dependencies: the bundle carries them (a new one belongs in devDependencies)', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it('installs the CLI as skill and as rituals, and --help says why', async () => {
    expect(pkg.bin).toEqual({ skill: 'bin/skill', rituals: 'bin/skill' });
    const help = await runInProcess(['--help']);
    expect(help.stdout).toContain(
      "Installed as both skill and rituals: on Debian and Ubuntu, /usr/bin/skill is procps's command that sends",
    );
  });
});

describe('the tarball', () => {
  it('carries the bundle, the rituals, the LICENSE and the third-party notices, and nothing tsc or the tests made', async () => {
    const r = await execa('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: REPO });
    const files = (JSON.parse(String(r.stdout)) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
    expect(files).toContain('LICENSE');
    expect(files).toContain('dist/bundle/main.js');
    // bin/skill is CommonJS by it (a packed bin/skill without it would be read as an ES module, and fail).
    expect(files).toContain('bin/package.json');
    expect(files).toContain('dist/bundle/THIRD-PARTY-NOTICES.md');
    expect(files).toContain('skills/planning-daily/SKILL.md');
    const outside = files.filter(
      (f) => !/^(bin\/skill|bin\/package\.json|dist\/bundle\/.+|skills\/.+|LICENSE|README\.md|package\.json)$/.test(f),
    );
    expect(outside).toEqual([]);
  });

  it('names every bundled package in the notices, ical.js with its MPL-2.0 licence text and where its source is', () => {
    const notices = readFileSync(join(REPO, 'dist', 'bundle', 'THIRD-PARTY-NOTICES.md'), 'utf8');
    const ical = notices.slice(notices.indexOf('## ical.js'));
    expect(ical).toMatch(/^## ical\.js \d+\.\d+\.\d+\n\nLicence: MPL-2\.0\./);
    expect(ical).toContain('Mozilla Public License Version 2.0');
    expect(ical).toMatch(/Source Code Form of this package is available at https:\/\/github\.com\/kewisch\/ical\.js/);
    // Every package the bundle has code from: the ones our sources name, at least.
    for (const name of ['commander', 'yaml', 'chrono-node', 'moment', 'diff', '@anthropic-ai/sdk', 'wink-lemmatizer'])
      expect(notices).toContain(`\n## ${name} `);
  });
});
