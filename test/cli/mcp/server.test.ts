/**
 * `skill mcp` end to end: the built bin spawned as a real MCP server, talked to with the SDK's own Client over stdio
 * (the client is written against the protocol, not against our code), on a real copy of the sample vault. One server
 * process serves the whole file, as a client would use it: the steps below run in order and build on each other.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireVaultLock } from '../../../src/vault/lock.js';
import { startAnthropicStub, type AnthropicStub } from '../../support/anthropic-stub.js';
import { BIN, runCli } from '../../support/cli.js';
import { distModule, runModuleChild } from '../../support/dist-child.js';
import { SAMPLE_VAULT } from '../../support/tmp.js';
import { changedPaths, snapshotVault } from '../../support/vault-snapshot.js';

const NOW = '2026-11-27T09:00:00'; // a Friday: "next monday" is 2026-11-30
const TODAY = '00_Brain/Captive/Today.md';

/** A ritual whose one need the rules cannot read: `skill run --prepare` with a key asks Claude to read it. */
const UNREADABLE_NEED_RITUAL = `---
name: tides
description: A ritual with a need no catalogue entry names.
---

# Tides

## What I Need

- The mood of the tides against my hopes and ambitions

## Talk

- How do you feel?

## Save

Write the answers to Today.md.
`;

let base: string;
let vault: string;
let sessionRoot: string;
let env: Record<string, string>;
let stub: AnthropicStub;
let client: Client;
let stderr = '';
const protocolErrors: Error[] = [];
const lateProgress: Progress[] = [];

function textOf(result: unknown): string {
  const content = (result as CallToolResult).content;
  return content.map((c) => (c.type === 'text' ? c.text : '')).join('');
}

async function call(name: string, args: Record<string, unknown> = {}, onprogress?: (p: Progress) => void): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress } : {})) as CallToolResult;
}

beforeAll(async () => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'skill-mcp-')));
  vault = join(base, 'vault');
  cpSync(SAMPLE_VAULT, vault, { recursive: true });
  mkdirSync(join(vault, '.skill', 'skills', 'tides'), { recursive: true });
  writeFileSync(join(vault, '.skill', 'skills', 'tides', 'SKILL.md'), UNREADABLE_NEED_RITUAL);
  sessionRoot = join(base, 'sessions');
  // A key and a reachable "Claude": the server must still never call it.
  stub = await startAnthropicStub();
  env = {
    PATH: process.env.PATH ?? '',
    HOME: base,
    TZ: 'Europe/Berlin',
    NO_COLOR: '1',
    SKILL_SESSION_ROOT: sessionRoot,
    SKILL_CACHE_DIR: join(base, 'cache'),
    XDG_STATE_HOME: join(base, 'state'),
    XDG_CONFIG_HOME: join(base, 'config'),
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: stub.url,
  };
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', '--vault', vault, '--now', NOW],
    env,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  client = new Client({ name: 'skill-test-client', version: '1.0.0' });
  // A line on the server's stdout that is not JSON-RPC reaches the client as an error here. One error is the SDK
  // client's own race, not the server's: it handles a notification a microtask after the response that arrived in
  // the same chunk, and reports the request's last progress as late (modelcontextprotocol/typescript-sdk#2580). The
  // server sent it before the result; it is kept here with the others.
  client.onerror = (err) => {
    const late = /^Received a progress notification for an unknown token: (.*)$/s.exec(err.message);
    if (late) lateProgress.push(JSON.parse(late[1]!).params as Progress);
    else protocolErrors.push(err);
  };
  await client.connect(transport);
});

afterAll(async () => {
  await client?.close();
  await stub?.close();
  rmSync(base, { recursive: true, force: true });
});

describe('skill mcp over stdio', () => {
  let session = '';
  let folder = '';
  let original: Buffer;

  it('lists its tools with their annotations: apply and restore are destructive, staging is not', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect([...byName.keys()].sort()).toEqual([
      'apply_writes',
      'list_rituals',
      'prepare_ritual',
      'read_file',
      'restore_session',
      'stage_append',
      'stage_section',
      'stage_write',
    ]);
    expect(byName.get('apply_writes')!.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(byName.get('restore_session')!.annotations).toMatchObject({ destructiveHint: true });
    expect(byName.get('stage_write')!.annotations).toMatchObject({ destructiveHint: false, readOnlyHint: false });
    expect(byName.get('read_file')!.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.get('prepare_ritual')!.inputSchema.required).toEqual(['ritual']);
  });

  it('lists the rituals with description and argument hint', async () => {
    const result = await call('list_rituals');
    const rituals = (result.structuredContent as { rituals: { name: string; description: string | null; argumentHint: string | null }[] })
      .rituals;
    const daily = rituals.find((r) => r.name === 'planning-daily');
    expect(daily?.description).toMatch(/Morning ritual/);
    expect(daily?.argumentHint).toMatch(/next monday/);
    expect(rituals.some((r) => r.name === 'tides')).toBe(true);
    expect(textOf(result)).toContain('- planning-daily [when:');
  });

  it('prepares planning-daily for "next monday": memory.md, the conversation, the targets, and progress on the way', async () => {
    original = readFileSync(join(vault, TODAY));
    const progress: Progress[] = [];
    const result = await call('prepare_ritual', { ritual: 'planning-daily', when: 'next monday' }, (p) => void progress.push(p));
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent as {
      session: string;
      target: string;
      sessionFolder: string;
      memory: string;
      writeTargets: { path: string; mode: string; exists: boolean }[];
    };
    session = out.session;
    folder = out.sessionFolder;
    expect(session).toMatch(/^skill-planning-daily-2026-11-30-/);
    expect(out.target).toBe('2026-11-30');
    expect(out.memory).toBe(readFileSync(join(out.sessionFolder, 'memory.md'), 'utf8'));
    expect(out.memory).toContain('# Session Memory: planning-daily (2026-11-30)');
    expect(out.writeTargets).toEqual([expect.objectContaining({ path: TODAY, mode: 'replace', exists: true })]);
    const text = textOf(result);
    expect(text).toContain('How is your energy today');
    expect(text).toContain('Write the plan to Today.md');
    expect(text).toContain('<untrusted_content source="session:memory.md">');
    // Progress: one notification per finished task, ending at the total.
    const all = [...progress, ...lateProgress.splice(0)];
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((p) => p.progress)).toEqual([...all.map((p) => p.progress)].sort((a, b) => a - b));
    const last = all.at(-1)!;
    expect(last.total).toBeGreaterThan(0);
    expect(last.progress).toBe(last.total);
  });

  it('stages a Today.md: the diff comes back and the vault is untouched', async () => {
    const before = snapshotVault(vault);
    const result = await call('stage_write', { session, path: TODAY, content: '# Monday plan\n\n- Ship the runbook\n' });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain('+# Monday plan');
    expect(textOf(result)).toContain('-energy: Medium');
    expect(result.structuredContent).toMatchObject({ session, path: TODAY, newNote: false });
    const appended = await call('stage_append', { session, path: TODAY, section: 'Capture', content: '- call the bank' });
    expect(textOf(appended)).toContain('+- call the bank');
    expect(textOf(appended)).toContain('+# Monday plan'); // the diff is of everything staged for the note
    const section = await call('stage_section', { session, path: TODAY, heading: 'Focus', content: '1. The runbook' });
    expect(textOf(section)).toMatch(/\+## Focus\n\+1\. The runbook/);
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
  });

  it('refuses a path outside the vault, a note the ritual does not write, and a session id that is a path', async () => {
    const outside = await call('stage_write', { session, path: '../escape.md', content: 'x' });
    expect(outside.isError).toBe(true);
    expect(textOf(outside)).toMatch(/"\.\.\/escape\.md" refused: leads outside the vault/);
    expect(existsSync(join(base, 'escape.md'))).toBe(false);
    const other = await call('stage_write', { session, path: '00_Brain/Captive/Week.md', content: 'x' });
    expect(other.isError).toBe(true);
    expect(textOf(other)).toMatch(/not one of the notes this ritual may write \(00_Brain\/Captive\/Today\.md\)/);
    const ritualPath = await call('prepare_ritual', { ritual: join(vault, '.skill', 'skills', 'tides', 'SKILL.md') });
    expect(ritualPath.isError).toBe(true);
    expect(textOf(ritualPath)).toMatch(/give a ritual's name \(list_rituals shows them\), not a path/);
    for (const id of ['../../etc', join(sessionRoot, session), `${session}/../x`]) {
      const refused = await call('apply_writes', { session: id });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/is not a session id/);
    }
  });

  it('refuses a session of another vault, though it sits in the same session root', async () => {
    const other = join(base, 'other-vault');
    cpSync(SAMPLE_VAULT, other, { recursive: true });
    const prepared = await runCli(['run', 'planning-daily', 'next monday', '--prepare', '--vault', other, '--now', NOW], { env });
    expect(prepared.exitCode).toBe(0);
    const id = basename(prepared.stdout.trim());
    const refused = await call('stage_write', { session: id, path: TODAY, content: 'x' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`session ${id} was made for the vault ${other}, not ${vault}`);
    expect((await call('apply_writes', { session: id })).isError).toBe(true);
  });

  it('meets a vault another writer holds as a busy error at once, and writes nothing', async () => {
    const lock = await acquireVaultLock(vault, { owner: 'another-client' });
    try {
      const busy = await call('apply_writes', { session });
      expect(busy.isError).toBe(true);
      expect(textOf(busy)).toMatch(/^busy: vault is locked/);
      expect(readFileSync(join(vault, TODAY))).toEqual(original);
    } finally {
      await lock.release();
    }
  });

  it('applies the staged note, with a backup of what it replaced', async () => {
    const result = await call('apply_writes', { session });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ session, outcome: 'applied', writes: [{ path: TODAY, action: 'updated' }] });
    const written = readFileSync(join(vault, TODAY), 'utf8');
    expect(written).toContain('# Monday plan');
    expect(written).toContain('- call the bank');
    // The backup holds what the note was, byte for byte (the restore below puts it back from there).
    expect(readFileSync(join(folder, 'backups', TODAY))).toEqual(original);
  });

  it('restores the note: the original bytes are back', async () => {
    const result = await call('restore_session', { session });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ session, restores: [{ path: TODAY, action: 'restored' }] });
    expect(readFileSync(join(vault, TODAY))).toEqual(original);
  });

  it("reads vault notes and the session's files wrapped as untrusted, and nothing outside them", async () => {
    const note = await call('read_file', { path: '02_Areas/People/Sarah Chen.md' });
    expect(textOf(note)).toMatch(/^<untrusted_content source="vault:02_Areas\/People\/Sarah Chen\.md">\n/);
    const calendar = join(folder, 'calendar.md');
    expect(textOf(await call('read_file', { path: calendar, session }))).toContain('Team sync');
    const without = await call('read_file', { path: calendar });
    expect(without.isError).toBe(true);
    expect(textOf(without)).toMatch(/is outside the vault/);
    const up = await call('read_file', { path: '../vault/../escape.md' });
    expect(up.isError).toBe(true);
  });

  it('never calls Claude, even with a key set and a need only Claude could read', async () => {
    const result = await call('prepare_ritual', { ritual: 'tides' });
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { memory: string }).memory).toMatch(/not understood|unmatched/i);
    expect(stub.requests).toEqual([]);
  });

  it('said nothing but protocol on stdout all along', () => {
    expect(protocolErrors).toEqual([]);
    expect(stderr).not.toMatch(/internal error/);
  });
});

describe('the stdout guard', () => {
  it('sends stray writes and console.log to stderr while the protocol stream still reaches stdout', async () => {
    const r = await runModuleChild(`
      const { claimStdout } = await import(${distModule('cli/mcp/server')});
      const protocol = claimStdout();
      console.log('stray console.log');
      process.stdout.write('stray write\\n');
      protocol.write('{"jsonrpc":"2.0"}\\n');
    `);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe('{"jsonrpc":"2.0"}');
    expect(r.stderr).toContain('stray console.log');
    expect(r.stderr).toContain('stray write');
  });
});
