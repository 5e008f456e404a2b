/**
 * The API key stays where it belongs, and what a run keeps is private. One Claude run with a canary key and
 * ANTHROPIC_LOG=debug (the SDK then logs every request) that also runs a calendar program and a command sub-skill
 * which print the names of the variables they were given (fixtures/bin/cal-env). Checked: the key reached the API
 * (the stub saw it) and nothing else — no file of the session, the vault or the cache, not stdout (still one JSON
 * object), not stderr (where the SDK's log goes); the children saw only PATH, HOME and TZ; and the session root,
 * its folders and files, and the backups have the documented modes.
 */
import { appendFileSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { addWeather } from '../support/command-skill.js';
import { CANARY, onlySession, sessionState, useAnthropicStub } from '../support/reliability.js';
import { ritualScript } from '../support/ritual-stub.js';
import { copyOfSampleVault, REPO, tempDir } from '../support/tmp.js';

const stub = useAnthropicStub();

/** Every entry under `dir`: [path, isDirectory]. */
function entries(dir: string): [string, boolean][] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => [join(e.parentPath, e.name), e.isDirectory()]);
}

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('secrets and modes', () => {
  it("the key is in no file, no output and no child's environment; session files are private", async () => {
    const vault = copyOfSampleVault();
    const envProgram = JSON.stringify(join(REPO, 'fixtures', 'bin', 'cal-env'));
    appendFileSync(
      join(vault, '.skill', 'config.yaml'),
      `calendars:\n  - path: .skill/calendars\n  - { name: envcal, command: [${envProgram}, "{start_date}"], format: tsv }\n`,
    );
    addWeather(vault, `[${envProgram}, "{date}"]`);
    const note = '## Walk\n\nYes, before the 09:30 sync.\n';
    stub().script(ritualScript({ note, writeTool: 'append_to_note' }));

    const cache = join(tempDir('skill-cache-'), 'cache');
    const r = await runCli(['run', 'morning-walk', 'tomorrow', '--vault', vault, '--now', '2026-11-22T08:00', '--yes', '--json'], {
      env: { ANTHROPIC_API_KEY: CANARY, ANTHROPIC_BASE_URL: stub().url, ANTHROPIC_LOG: 'debug', SKILL_CACHE_DIR: cache },
      input: 'Walk if dry\n/done\n',
    });
    expect(r.exitCode, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { session: string; status: string }; // the SDK's log did not go to stdout
    expect(out.status).toBe('done');
    const dir = onlySession(r.sessionRoot);
    expect(out.session).toBe(dir);

    // The key was used...
    expect(stub().messageRequests()[0]!.headers.authorization ?? stub().messageRequests()[0]!.headers['x-api-key']).toContain(CANARY);
    // ...and is nowhere else. The SDK's debug log is on stderr, with the auth header masked.
    expect(r.stderr).toContain('[anthropic-sdk debug]');
    expect(r.stderr).toContain("authorization: '***'");
    expect(r.stderr).not.toContain(CANARY);
    expect(r.stdout).not.toContain(CANARY);
    for (const root of [r.sessionRoot, r.stateHome, vault, ...(existsDir(cache) ? [cache] : [])]) {
      for (const [path, isDir] of entries(root)) {
        expect(path).not.toContain(CANARY);
        if (!isDir) expect(readFileSync(path, 'latin1').includes(CANARY), path).toBe(false);
      }
    }

    // The calendar program and the command sub-skill saw PATH, HOME and TZ, nothing else.
    const calendar = readFileSync(join(dir, 'calendar.md'), 'utf8');
    const calendarVars = [...calendar.matchAll(/^- all day: (\w+)$/gm)].map((m) => m[1]);
    expect(calendarVars).toEqual(['HOME', 'PATH', 'TZ']);
    const weather = readFileSync(join(dir, 'weather.md'), 'utf8');
    expect(
      weather
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split('\t')[4]),
    ).toEqual(['HOME', 'PATH', 'TZ']);

    // Modes: the root and every folder 0700, every file 0600, the backup of Today.md among them.
    expect(mode(r.sessionRoot)).toBe('700');
    const backup = join(dir, 'backups', '00_Brain', 'Captive', 'Today.md');
    expect(mode(backup)).toBe('600');
    const all = entries(dir);
    expect(all.map(([p]) => relative(dir, p))).toEqual(
      expect.arrayContaining([
        'session.json',
        'transcript.jsonl',
        'memory.md',
        'calendar.md',
        'weather.md',
        'staged/manifest.json',
        'backups/writes.jsonl',
      ]),
    );
    for (const [path, isDir] of [[dir, true] as [string, boolean], ...all])
      expect([relative(dir, path), mode(path)]).toEqual([relative(dir, path), isDir ? '700' : '600']);
    // The kept copy under the state dir (the undo outlives the temp dir) is as private, every folder on the way too.
    const kept = sessionState(dir).kept!;
    const keptAll = entries(join(r.stateHome, 'skill'));
    expect(keptAll.map(([p]) => relative(kept, p))).toEqual(
      expect.arrayContaining(['session.json', 'staged/manifest.json', 'backups/writes.jsonl', 'backups/00_Brain/Captive/Today.md']),
    );
    for (const [path, isDir] of keptAll) expect([path, mode(path)]).toEqual([path, isDir ? '700' : '600']);
  });
});

function existsDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
