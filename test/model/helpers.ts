/** Shared by the model tests: temp folders, a client pointed at the stub, transcript reading. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { createModelClient, type ModelClientOptions } from '../../src/model/client.js';
import { invalidRequestsOf, startAnthropicStub, type AnthropicStub } from '../support/anthropic-stub.js';

export const CANARY_KEY = 'sk-ant-canary-0000-1111-2222-3333-4444';

export function tempDir(prefix = 'skill-model-'): { path: string; cleanup: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) };
}

/** A client on the stub with short waits, so fault paths run fast under the same policy. */
export function stubClient(stub: AnthropicStub, extra: Partial<ModelClientOptions> = {}) {
  return createModelClient({ apiKey: CANARY_KEY, baseURL: stub.url, retryBaseMs: 5, retryMaxMs: 20, idleTimeoutMs: 2_000, ...extra });
}

export function readJsonl(path: string): Array<Record<string, any>> {
  return readFileSync(path, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

export interface StubEnv {
  stub: AnthropicStub;
  /** A fresh temp dir per test. */
  dir: string;
}

/** Registers hooks that give every test a fresh stub server and temp dir, both gone afterwards. */
export function useStubEnv(): StubEnv {
  const env = {} as StubEnv;
  let cleanup = () => {};
  beforeEach(async () => {
    env.stub = await startAnthropicStub();
    const dir = tempDir();
    env.dir = dir.path;
    cleanup = dir.cleanup;
  });
  afterEach(async () => {
    const invalid = invalidRequestsOf(env.stub);
    await env.stub.close();
    cleanup();
    // Every request the engine sent must be one the API accepts (a test that means to send one says allowInvalid()).
    expect(invalid, 'requests the Messages API would reject').toEqual([]);
  });
  return env;
}
