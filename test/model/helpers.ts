/** Shared by the model tests: a client pointed at the stub, a stub and temp dir per test, transcript reading. */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect } from 'vitest';
import { createModelClient, type ModelClientOptions } from '../../src/model/client.js';
import { invalidRequestsOf, startAnthropicStub, type AnthropicStub } from '../support/anthropic-stub.js';
import { tempDir } from '../support/tmp.js';

export const CANARY_KEY = 'sk-ant-canary-0000-1111-2222-3333-4444';

/** A client on the stub with short waits, so fault paths run fast under the same policy. */
export function stubClient(stub: AnthropicStub, extra: Partial<ModelClientOptions> = {}) {
  return createModelClient({ apiKey: CANARY_KEY, baseURL: stub.url, retryBaseMs: 5, retryMaxMs: 20, idleTimeoutMs: 2_000, ...extra });
}

export function readJsonl(path: string): Array<Record<string, any>> {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

export interface StubEnv {
  stub: AnthropicStub;
  /** A fresh temp dir per test. */
  dir: string;
}

/** Registers hooks that give every test a fresh stub server and temp dir, both gone afterwards. */
export function useStubEnv(): StubEnv {
  const env = {} as StubEnv;
  beforeEach(async () => {
    env.stub = await startAnthropicStub();
    env.dir = tempDir('skill-model-');
  });
  afterEach(async () => {
    const invalid = invalidRequestsOf(env.stub);
    await env.stub.close();
    // Every request the engine sent must be one the API accepts (a test that means to send one says allowInvalid()).
    expect(invalid, 'requests the Messages API would reject').toEqual([]);
  });
  return env;
}
