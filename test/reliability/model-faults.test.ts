/**
 * Faults of the model service, through the real CLI against the local stub (ANTHROPIC_BASE_URL): HTTP 429, 500 and
 * 529, an `overloaded_error` inside the stream before and after the first delta, a stalled stream and a cut one.
 * After each: the documented exit code, a one-line message, the vault untouched, no temp file, and session.json
 * saying where the run stopped and why.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fault, type StubReply } from '../support/anthropic-stub.js';
import { runCli } from '../support/cli.js';
import {
  CANARY,
  expectVaultSafe,
  FAST_API,
  faultsFirst,
  onlySession,
  sessionState,
  transcriptEntries,
  writeFaultsFirst,
  useAnthropicStub,
} from '../support/reliability.js';
import { isWriteRequest, ritualScript } from '../support/ritual-stub.js';
import { copyOfSampleVault } from '../support/tmp.js';
import { snapshotVault } from '../support/vault-snapshot.js';

const TODAY = '00_Brain/Captive/Today.md';
const NOTE = '# Monday plan\n\n1. Runbook review.\n';

const stub = useAnthropicStub();

/** Retry-After the stub sends with HTTP errors (capped to 20 ms by FAST_API), so SDK retries do not wait. */
const quick = { 'retry-after': '1' };
const times = (n: number, r: StubReply): StubReply[] => Array.from({ length: n }, () => r);

async function planMonday() {
  const vault = copyOfSampleVault();
  const before = snapshotVault(vault);
  const r = await runCli(['run', 'planning-daily', 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--yes'], {
    env: { ANTHROPIC_API_KEY: CANARY, ANTHROPIC_BASE_URL: stub().url, ...FAST_API },
    input: 'Runbook first\n/done\n',
  });
  const dir = onlySession(r.sessionRoot);
  return { ...r, vault, before, dir, state: sessionState(dir) };
}

describe('HTTP errors from the API', () => {
  it.each([
    [
      '429 rate limited',
      fault.status(429, { headers: quick }),
      /^skill: Anthropic API: rate limited \(429\), still after retries — .* \(Wait a minute and run it again\.\)$/,
    ],
    ['500 server error', fault.status(500, { headers: quick }), /^skill: Anthropic API: server error \(500\), still after retries — /],
    [
      '529 overloaded',
      fault.status(529, { headers: quick }),
      /^skill: Anthropic API: overloaded \(529\), still after retries — try again in a few minutes$/,
    ],
  ])('%s on every attempt: exit 1, three requests, nothing written, session failed in inline', async (_name, reply, message) => {
    stub().script(faultsFirst(times(3, reply), ritualScript({ note: NOTE })));
    const r = await planMonday();
    expect(r.exitCode).toBe(1);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(message);
    expect(stub().messageRequests()).toHaveLength(3); // the first try and the SDK's two retries
    expectVaultSafe(r.vault, r.before);
    expect(r.state).toMatchObject({ status: 'failed', stoppedIn: 'inline', writes: [] });
    expect(r.state.error).toMatch(/^Anthropic API: /);
    expect(transcriptEntries(r.dir).filter((e) => e.type === 'retry')).toHaveLength(2);
  });

  it('a 529, a 500 and a 429 in a row are retried and the run goes on to write', async () => {
    stub().script(
      faultsFirst(
        [fault.status(529, { headers: quick }), fault.status(500, { headers: quick })],
        faultsFirst([fault.status(429, { headers: quick })], ritualScript({ note: NOTE }), isWriteRequest),
      ),
    );
    const r = await planMonday();
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.state.status).toBe('done');
    expectVaultSafe(r.vault, r.before, { [TODAY]: NOTE });
    expect(
      transcriptEntries(r.dir)
        .filter((e) => e.type === 'retry')
        .map((e) => e.status),
    ).toEqual([529, 500, 429]);
  });
});

describe('faults inside the stream', () => {
  it('overloaded_error before the first delta, every time: retried twice, then exit 1', async () => {
    stub().script(faultsFirst(times(3, fault.streamError('message-start')), ritualScript({ note: NOTE })));
    const r = await planMonday();
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('skill: Anthropic API: overloaded, still after 3 attempts');
    expect(stub().messageRequests()).toHaveLength(3);
    expectVaultSafe(r.vault, r.before);
    expect(r.state).toMatchObject({ status: 'failed', stoppedIn: 'inline' });
    expect(r.state.error).toContain('overloaded, still after 3 attempts');
  });

  it('an overloaded_error and a cut connection before the first delta: each retried, and the run completes', async () => {
    stub().script(faultsFirst([fault.streamError('message-start'), fault.cut('headers')], ritualScript({ note: NOTE })));
    const r = await planMonday();
    expect(r.exitCode, r.stderr).toBe(0);
    expectVaultSafe(r.vault, r.before, { [TODAY]: NOTE });
    expect(
      transcriptEntries(r.dir)
        .filter((e) => e.type === 'retry')
        .map((e) => [e.by, e.reason]),
    ).toEqual([
      ['engine', 'overloaded'],
      ['engine', 'connection'],
    ]);
  });

  it('overloaded_error after the first delta: not retried (the text was shown), exit 1', async () => {
    stub().script(faultsFirst([fault.streamError('first-delta', 'overloaded_error', 'Good morning')], ritualScript({ note: NOTE })));
    const r = await planMonday();
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(
      /skill: Anthropic API: the reply broke off after it had started \(overloaded_error in the stream\); the partial reply was discarded \(Run it again; nothing of this reply was kept\.\)/,
    );
    expect(stub().messageRequests()).toHaveLength(1);
    expectVaultSafe(r.vault, r.before);
    expect(r.state).toMatchObject({ status: 'failed', stoppedIn: 'inline' });
  });

  it('a stream that stalls before any delta: dropped after the idle timeout, retried, then exit 1', async () => {
    stub().script(faultsFirst(times(3, fault.stall('message-start')), ritualScript({ note: NOTE })));
    const r = await planMonday();
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('skill: Anthropic API: the stream stalled, still after 3 attempts');
    expectVaultSafe(r.vault, r.before);
    expect(r.state).toMatchObject({ status: 'failed', stoppedIn: 'inline' });
  });

  it('a stream cut after the first delta: exit 1, nothing written', async () => {
    stub().script(faultsFirst([fault.cut('first-delta', 'Good morning')], ritualScript({ note: NOTE })));
    const r = await planMonday();
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/the reply broke off after it had started \(the stream broke off/);
    expectVaultSafe(r.vault, r.before);
    expect(r.state).toMatchObject({ status: 'failed', stoppedIn: 'inline' });
  });
});

describe('faults while the write subagent works', () => {
  it('529 on every attempt in the write phase: exit 1, nothing staged or written, session failed in write', async () => {
    stub().script(writeFaultsFirst(times(3, fault.status(529, { headers: quick })), ritualScript({ note: NOTE })));
    const r = await planMonday();
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('overloaded (529), still after retries');
    expectVaultSafe(r.vault, r.before);
    expect(r.state).toMatchObject({ status: 'failed', stoppedIn: 'write' });
    expect(existsSync(join(r.dir, 'memory.md'))).toBe(true); // what was gathered stays, for --resume
  });

  it("a stall after the write subagent's reply started streaming: nothing was shown, so it is retried and the run writes", async () => {
    stub().script(writeFaultsFirst([fault.stall('first-delta')], ritualScript({ note: NOTE })));
    const r = await planMonday();
    expect(r.exitCode, r.stderr).toBe(0);
    expectVaultSafe(r.vault, r.before, { [TODAY]: NOTE });
    expect(r.state).toMatchObject({ status: 'done' });
    expect(stub().messageRequests().filter(isWriteRequest)).toHaveLength(3); // stalled, asked again, then the tool result
  });
});
