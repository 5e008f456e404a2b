import { describe, expect, it } from 'vitest';
import { retryNotice } from '../../../src/phases/inline/chat.js';

describe('retryNotice', () => {
  it('says why the reply waits and for how long, so a backoff is not taken for a hang', () => {
    expect(
      retryNotice({ type: 'retry', by: 'sdk', reason: 'rate_limited', attempt: 1, waitMs: 30_000, status: 429, message: 'HTTP 429' }),
    ).toBe('[rate limited (HTTP 429): trying again in 30 s]');
    expect(
      retryNotice({
        type: 'retry',
        by: 'engine',
        reason: 'overloaded',
        attempt: 2,
        waitMs: 912,
        message: 'overloaded_error in the stream',
      }),
    ).toBe('[the API is overloaded: trying again in 912 ms]');
    expect(
      retryNotice({ type: 'retry', by: 'sdk', reason: 'connection', attempt: 1, waitMs: undefined, message: 'connection failed' }),
    ).toBe('[connection failed: trying again]');
  });
});
