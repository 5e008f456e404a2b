import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { copyOfSampleVault, REPO, SAMPLE_VAULT, tempDir } from '../support/tmp.js';

/** Bad input: exit code 2, one line on stderr naming the offending thing, no stack trace, nothing on stdout. */
async function refused(args: string[], message: string | RegExp, env: Record<string, string> = {}) {
  const r = await runCli(args, { env });
  expect(r.exitCode, r.stderr).toBe(2);
  const lines = r.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  return r;
}

describe('bad input on the command line', () => {
  it('an unparseable time quotes the words', () =>
    refused(['dates', 'next', 'blursday'], 'skill: could not understand the time “next blursday”'));
  it('an invalid --now names --now', () => refused(['dates', 'today', '--now', 'soonish'], '--now “soonish” is not an ISO 8601 date'));
  it('an unknown ritual is named, with close names suggested', () =>
    refused(['plan', 'planing-daily', '--vault', SAMPLE_VAULT], /unknown ritual “planing-daily” \(did you mean planning-daily/));
  it('malformed YAML gives path:line', () =>
    refused(
      ['check', join(REPO, 'fixtures/rituals/invalid-yaml')],
      `${join(REPO, 'fixtures/rituals/invalid-yaml/SKILL.md')}:4: invalid YAML frontmatter`,
    ));
  it('a missing vault gives its path', () =>
    refused(['plan', 'planning-daily', '--vault', '/no/such/vault'], 'vault not found: /no/such/vault (from --vault)'));
  it('run checks --now before the vault, though the vault is looked for early to start its scan', () =>
    refused(
      ['run', 'planning-daily', '--prepare', '--now', 'soonish', '--vault', '/no/such/vault'],
      '--now “soonish” is not an ISO 8601 date',
    ));
  it('a vault that is a file gives its path', () =>
    refused(
      ['run', 'planning-daily', '--prepare', '--vault', join(REPO, 'package.json')],
      `vault is not a folder: ${join(REPO, 'package.json')}`,
    ));
  it('no vault at all says how to give one', () =>
    refused(['plan', 'planning-daily'], /no vault given \(pass --vault DIR, set \$SKILL_VAULT/, { HOME: tempDir() }));
  // commander gives an option without its value the next word, another option included: `--skills --vault V` made
  // "--vault" the skills folder and V a time word, and the run then said no vault was given.
  it('an option that took another option as its value names both', async () => {
    await refused(
      ['run', 'planning-daily', '--skills', '--vault', SAMPLE_VAULT, '--prepare'],
      'skill: --skills took the option --vault as its value (give it one: --skills <dir>)',
    );
    await refused(['plan', 'planning-daily', '--vault=--now', 'today'], 'skill: --vault took the option --now as its value');
  });
  it('an unknown flag is refused', async () => {
    const r = await runCli(['dates', 'today', '--tomorrow']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain("unknown option '--tomorrow'");
  });
  it('--debug adds the stack trace', async () => {
    const r = await runCli(['dates', 'blursday', '--debug']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/\n\s+at /);
    // The bundle's source maps are on with --debug: the trace names the TypeScript source, not dist/bundle/.
    // (A function called from another file of the CommonJS bundle is a property of that file's exports: `Object.`.)
    expect(r.stderr).toMatch(/at (?:Object\.)?resolveTime \(.*src\/time\/resolve\.ts:\d+:\d+\)/);
  });

  it('a malformed vault config names the file and key, and leaves no session behind', async () => {
    const vault = copyOfSampleVault();
    writeFileSync(join(vault, '.skill/config.yaml'), 'sessions:\n  keep: many\n');
    // The message names the file, the line and the key.
    const r = await refused(
      ['run', 'planning-daily', '--prepare', '--vault', vault],
      `${join(vault, '.skill/config.yaml')}:2: sessions.keep: should be a number`,
    );
    expect(
      JSON.parse((await runCli(['sessions', 'list', '--json'], { env: { SKILL_SESSION_ROOT: r.sessionRoot } })).stdout).sessions,
    ).toEqual([]);
  });

  it('a configured calendar file that cannot be read gives its path', async () => {
    const vault = copyOfSampleVault();
    writeFileSync(join(vault, '.skill/config.yaml'), 'calendars:\n  - path: calendars/missing.ics\n');
    await refused(
      ['run', 'planning-daily', '--prepare', '--vault', vault],
      `calendar file not found: ${join(vault, 'calendars/missing.ics')} (calendars[0].path in ${join(vault, '.skill/config.yaml')})`,
    );
  });

  it('skill new --dir that is not a folder names it, and creates nothing', async () => {
    const dir = tempDir();
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    await refused(['new', 'evening-pages', '--dir', file], `cannot create ${join(file, 'evening-pages')}: ${file} is not a folder`);
    await refused(
      ['new', 'evening-pages', '--dir', join(file, 'deeper')],
      `cannot create ${join(file, 'deeper/evening-pages')}: ${file} is not a folder`,
    );
    // The ritual's own folder taken by a file.
    writeFileSync(join(dir, 'evening-pages'), '');
    await refused(
      ['new', 'evening-pages', '--dir', dir],
      `cannot create ${join(dir, 'evening-pages')}: ${join(dir, 'evening-pages')} is not a folder`,
    );
    expect(readdirSync(dir).sort()).toEqual(['a-file', 'evening-pages']);
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
  });

  it('an unparseable time in a run leaves no session behind', async () => {
    const root = join(tempDir(), 'root');
    mkdirSync(root);
    await refused(['run', 'planning-daily', 'blursday', '--vault', SAMPLE_VAULT, '--prepare'], 'could not understand the time “blursday”', {
      SKILL_SESSION_ROOT: root,
    });
    expect(JSON.parse((await runCli(['sessions', 'list', '--json'], { env: { SKILL_SESSION_ROOT: root } })).stdout).sessions).toEqual([]);
  });
});

describe('the user config', () => {
  /** A user config under its own $XDG_CONFIG_HOME: its path, and the environment that points the CLI at it. */
  function userConfig(text: string) {
    const xdg = join(tempDir('skill-xdg-'), 'config');
    mkdirSync(join(xdg, 'skill'), { recursive: true });
    writeFileSync(join(xdg, 'skill/config.yaml'), text);
    return { file: join(xdg, 'skill/config.yaml'), env: { XDG_CONFIG_HOME: xdg } };
  }

  it('an unknown key is refused with file:line and the key it meant, not ignored', async () => {
    const vault = userConfig('vualt: /tmp/nv\n');
    await refused(['list'], `skill: ${vault.file}:1: vualt: unknown key (did you mean vault?)`, vault.env);
    const order = userConfig('date_ordr: dmy\n');
    await refused(['dates', '03/04/2026'], `skill: ${order.file}:1: date_ordr: unknown key (did you mean date_order?)`, order.env);
  });

  it('invalid YAML is one line with the line number and the reason, no dangling colon', async () => {
    const { file, env } = userConfig('vault: [/tmp/a,\ndate_order: dmy\n');
    const r = await refused(
      ['list'],
      `skill: ${file}:2: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]`,
      env,
    );
    expect(r.stderr.trim()).toMatch(/\]$/);
  });

  it('the hint for an ambiguous date names the user config where it really is', async () => {
    const { file, env } = userConfig('# nothing set yet\n');
    await refused(['dates', '03/04/2026'], `write the date as YYYY-MM-DD (or set date_order: dmy or mdy in the user config, ${file})`, env);
  });
});

describe('skill check exit codes', () => {
  it('exits 1 when a ritual has errors, 0 when it only has warnings', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'broken'));
    writeFileSync(
      join(dir, 'broken/SKILL.md'),
      '---\nname: broken\ndescription: d\n---\n\n## Conversation\n\n- Why?\n\n## Save\n\nWrite it somewhere nice.\n',
    );
    const bad = await runCli(['check', join(dir, 'broken')]);
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toContain('error  the write phase names no vault note we can resolve');
    const warned = await runCli(['check', join(REPO, 'fixtures/rituals/no-needs')]);
    expect(warned.exitCode).toBe(0);
    expect(warned.stdout).toContain('1 warning(s)');
  });
});
