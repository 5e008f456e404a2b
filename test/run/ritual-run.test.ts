import { existsSync, readFileSync, readdirSync, writeFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invalidRequestsOf, startAnthropicStub, type AnthropicStub } from '../support/anthropic-stub.js';
import { cliEnv, runCli } from '../support/cli.js';
import { startCli } from '../support/live-cli.js';
import { ritualScript, isWriteRequest } from '../support/ritual-stub.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';
import { startOnPty } from '../support/pty.js';
import { snapshotVault } from '../support/vault-snapshot.js';
import { onlySession, sessionState } from '../support/reliability.js';

const CANARY = 'sk-ant-canary-e2e-5a5a5a5a5a5a5a5a';
const TODAY = '00_Brain/Captive/Today.md';
const NOTE = '---\ndate: 2026-11-23\n---\n# Monday plan\n\n1. Runbook review with Priya.\n';

let stub: AnthropicStub;
beforeEach(async () => {
  stub = await startAnthropicStub();
});
afterEach(async () => {
  const invalid = invalidRequestsOf(stub);
  await stub.close();
  expect(invalid, 'requests the Messages API would reject').toEqual([]);
});

function claudeEnv() {
  return { ANTHROPIC_API_KEY: CANARY, ANTHROPIC_BASE_URL: stub.url };
}

async function planMonday(vault: string, flags: string[], input = 'Focus on the runbook review\n/done\n') {
  const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--json', ...flags], {
    env: claudeEnv(),
    input,
  });
  // (r.sessionRoot lets a test look at the session with `skill sessions` afterwards.)
  const parsed = r.stdout.trim() ? JSON.parse(r.stdout) : {};
  return {
    ...r,
    session: parsed.session as string,
    status: parsed.status as string,
    writes: parsed.writes as { path: string; action: string }[],
  };
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('skill run with Claude (against the local stub)', () => {
  it('holds a streamed conversation with a tool call, then creates Today.md', async () => {
    const vault = copyOfSampleVault();
    unlinkSync(join(vault, TODAY));
    stub.script(ritualScript({ note: NOTE }));
    const r = await planMonday(vault, ['--yes']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.status).toBe('done');
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(NOTE);
    expect(r.writes).toEqual([{ path: join(vault, TODAY), action: 'created' }]);

    // The conversation streamed to the terminal (stderr with --json) and used a read tool.
    expect(r.stderr).toContain('Good morning Alex');
    const requests = stub.messageRequests();
    const inline = requests.filter((q) => !isWriteRequest(q));
    expect(inline.every((q) => q.body.stream === true)).toBe(true);
    const toolResult = JSON.stringify(inline[1]!.body.messages.at(-1));
    expect(toolResult).toContain('Finish the migration cut-over plan'); // Week.md, read through read_file
    expect(toolResult).toContain('untrusted_content');
    // The user's line became a turn; /done ended the conversation.
    expect(JSON.stringify(inline.at(-1)!.body.messages)).toContain('Focus on the runbook review');
    // The stable prefix carries a cache marker, and the system prompt holds memory.md, not the files.
    expect(JSON.stringify(inline[0]!.body.system)).toContain('"cache_control"');
    expect(JSON.stringify(inline[0]!.body.system)).toContain('Session Memory: planning-daily');

    const state = JSON.parse(readFileSync(join(r.session, 'session.json'), 'utf8'));
    expect(state.mode).toBe('claude');
    expect(state.writes[0]).toMatchObject({ relative: TODAY, action: 'created' });
    expect(state.costUsd).toBeGreaterThan(0);
    expect(Object.keys(state.usage)).toContain('claude-sonnet-5-5');
    const transcript = readFileSync(join(r.session, 'transcript.jsonl'), 'utf8');
    expect(transcript).toContain('"type":"tool_call"');

    // The conversation can be read back from the session.
    const shown = await runCli(['sessions', 'show', 'last', '--transcript'], { env: { SKILL_SESSION_ROOT: r.sessionRoot } });
    expect(shown.exitCode, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('you: Focus on the runbook review');
    expect(shown.stdout).toContain('claude: Good morning Alex');
    expect(shown.stdout).toMatch(/→ read_file\(\{"path":"00_Brain\/Captive\/Week\.md"\}\)/);
    expect(shown.stdout).toContain('→ replace_note(');
    // On a terminal it goes through $PAGER, fed on stdin by the same program runner as every other program.
    const paged = join(tempDir('skill-pager-'), 'paged.txt');
    const onTerminal = startOnPty(
      ['sessions', 'show', 'last', '--transcript'],
      cliEnv({ SKILL_SESSION_ROOT: r.sessionRoot, PAGER: `tee ${paged}` }),
    );
    expect((await onTerminal.child).exitCode).toBe(0);
    expect(readFileSync(paged, 'utf8')).toBe(`${shown.stdout}\n`); // (runCli drops the final newline)

    // The key reached the stub as a header but no file the run wrote.
    expect(requests[0]!.headers['x-api-key'] ?? requests[0]!.headers.authorization).toContain(CANARY);
    for (const file of [...allFiles(r.session), ...allFiles(vault)]) expect(readFileSync(file, 'utf8'), file).not.toContain(CANARY);
  });

  it('updates an existing note and keeps its previous content under backups/', async () => {
    const vault = copyOfSampleVault();
    const before = readFileSync(join(vault, TODAY), 'utf8');
    stub.script(ritualScript({ note: NOTE }));
    const r = await planMonday(vault, ['--yes']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(NOTE);
    const state = JSON.parse(readFileSync(join(r.session, 'session.json'), 'utf8'));
    expect(state.writes[0].action).toBe('updated');
    expect(readFileSync(state.writes[0].backup, 'utf8')).toBe(before);
    expect(state.writes[0].backup.startsWith(join(r.session, 'backups'))).toBe(true);
  });

  it('--dry-run shows the diff and leaves the vault byte-identical', async () => {
    const vault = copyOfSampleVault();
    const snapshot = snapshotVault(vault);
    stub.script(ritualScript({ note: NOTE }));
    const r = await planMonday(vault, ['--dry-run']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.status).toBe('staged');
    expect(r.stderr).toContain('+# Monday plan');
    expect(r.stderr).toContain(`skill sessions apply ${r.session.split('/').pop()}`);
    expect(snapshotVault(vault)).toEqual(snapshot);
    expect(existsSync(join(r.session, 'staged', 'manifest.json'))).toBe(true);
  });

  it('writes nothing without a terminal and without --yes, and says how to apply later', async () => {
    const vault = copyOfSampleVault();
    const snapshot = snapshotVault(vault);
    stub.script(ritualScript({ note: NOTE }));
    const r = await planMonday(vault, []);
    expect(r.exitCode).toBe(0);
    expect(r.status).toBe('staged');
    expect(r.stderr).toMatch(/No terminal to confirm on, no "y" on stdin and no --yes: nothing was written\..*skill sessions apply /);
    expect(snapshotVault(vault)).toEqual(snapshot);
  });

  it('does not overwrite a note changed on disk between read and apply', async () => {
    const vault = copyOfSampleVault();
    const edited = '# Edited elsewhere while the ritual ran\n';
    stub.script(ritualScript({ note: NOTE, afterStaging: () => writeFileSync(join(vault, TODAY), edited) }));
    const r = await planMonday(vault, ['--yes']);
    expect(r.exitCode).toBe(1);
    expect(r.status).toBe('failed');
    expect(r.writes).toEqual([expect.objectContaining({ action: 'conflict' })]);
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(edited);
    expect(readdirSync(join(vault, '00_Brain/Captive')).filter((n) => n.includes('skill-tmp'))).toEqual([]);
  });

  it('/quit leaves without writing', async () => {
    const vault = copyOfSampleVault();
    const snapshot = snapshotVault(vault);
    stub.script(ritualScript({ note: NOTE }));
    const r = await planMonday(vault, ['--yes'], '/quit\n');
    expect(r.exitCode).toBe(0);
    expect(r.status).toBe('quit');
    expect(stub.messageRequests().some(isWriteRequest)).toBe(false);
    expect(snapshotVault(vault)).toEqual(snapshot);
  });

  it('resumes an interrupted conversation from its transcript', async () => {
    const vault = copyOfSampleVault();
    stub.script(ritualScript({ note: NOTE }));
    const env = cliEnv(claudeEnv());
    const live = startCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00'], env);
    await live.waitFor('What matters most today?');
    live.child.kill('SIGINT');
    expect((await live.child).exitCode).toBe(130);
    const sent = stub.messageRequests().length;

    const resumed = await runCli(['run', '--resume', 'last', '--yes'], { env, input: 'Runbook first\n/done\n' });
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('Resuming skill-planning-daily-2026-11-23-');
    const [first] = stub.messageRequests().slice(sent);
    // The continued conversation carries the earlier greeting and the new answer, and was not gathered again.
    const history = JSON.stringify(first!.body.messages);
    expect(history).toContain('Good morning Alex');
    expect(history).toContain('Runbook first');
    expect(readFileSync(join(vault, TODAY), 'utf8')).toBe(NOTE);
  });

  it('stops cleanly at --max-cost, before the request that would spend more, and writes nothing', async () => {
    const vault = copyOfSampleVault();
    const snapshot = snapshotVault(vault);
    stub.script(ritualScript({ note: NOTE }));
    const r = await planMonday(vault, ['--yes', '--max-cost', '0.001']);
    expect(r.exitCode).toBe(1);
    // The first request ($0.006 at the stub's usage) went through; the next one was refused before being sent.
    expect(stub.messageRequests()).toHaveLength(1);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(/^skill: .*--max-cost/);
    const state = sessionState(onlySession(r.sessionRoot));
    expect(state).toMatchObject({ status: 'failed', stoppedIn: 'inline' });
    expect(state.costUsd).toBeGreaterThan(0.001);
    expect(snapshotVault(vault)).toEqual(snapshot);
  });
});

describe('the write targets of a prepared run', () => {
  it('mark a missing working note "will create" in memory.md, and say when the time is longer than the ritual is about', async () => {
    // The targets are made once for the plan (while the scan runs) and used by memory.md and the run's warning alike.
    const vault = copyOfSampleVault();
    unlinkSync(join(vault, TODAY));
    const r = await runCli(['run', 'planning-daily', 'next', 'week', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare']);
    expect(r.exitCode, r.stderr).toBe(0);
    const memory = readFileSync(join(r.stdout.trim(), 'memory.md'), 'utf8');
    expect(memory).toContain(`- **Today.md**: ${join(vault, TODAY)} ✗ (new — will create)`);
    expect(r.stderr).toContain(
      'skill: warning: planning-daily is a day\'s ritual (it writes Today.md), but "next week" is a week, 2026-11-23 to 2026-11-29: it is run for 2026-11-23 only',
    );
  });
});
