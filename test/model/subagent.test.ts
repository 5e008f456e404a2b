import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { reply } from '../support/anthropic-stub.js';
import { runSubagent, SubagentRejected } from '../../src/model/subagent.js';
import type { AgentResult } from '../../src/model/loop.js';
import { Transcript } from '../../src/model/transcript.js';
import { readJsonl, stubClient, useStubEnv } from './helpers.js';

const env = useStubEnv();

const models = { first: 'claude-haiku-5-5', escalate: 'claude-sonnet-5-5' };
const needsHeading = (r: AgentResult) => (r.text.startsWith('# ') ? undefined : 'the summary has no markdown heading');

function run(transcript?: Transcript, attempts: Array<{ number: number; model: string; previousProblem?: string }> = []) {
  return runSubagent({
    client: stubClient(env.stub),
    models,
    system: 'Summarise the week.',
    messages: [{ role: 'user', content: 'Write resources.md' }],
    maxTurns: 3,
    transcript,
    label: 'subskill:resources',
    validate: needsHeading,
    onAttempt: (a) => void attempts.push(a),
  });
}

describe('runSubagent', () => {
  it('keeps the fast model when its result is accepted', async () => {
    env.stub.enqueue(reply.text('# Resources\n- a link'));
    const result = await run();
    expect(result).toMatchObject({ model: 'claude-haiku-5-5', escalated: false, text: '# Resources\n- a link' });
    expect(result.attempts).toEqual([expect.objectContaining({ model: 'claude-haiku-5-5', problem: undefined })]);
    expect(env.stub.messageRequests().map((r) => r.body.model)).toEqual(['claude-haiku-5-5']);
  });

  it('escalates once to the main model with the reason, and records both attempts', async () => {
    env.stub.enqueue(reply.text('Resources: a link'), reply.text('# Resources\n- a link'));
    const transcript = Transcript.open(join(env.dir, 't.jsonl'));
    const attempts: Array<{ number: number; model: string; previousProblem?: string }> = [];
    const result = await run(transcript, attempts);
    transcript.close();
    expect(result).toMatchObject({ model: 'claude-sonnet-5-5', escalated: true, text: '# Resources\n- a link' });
    expect(result.attempts.map((a) => [a.model, a.problem])).toEqual([
      ['claude-haiku-5-5', 'the summary has no markdown heading'],
      ['claude-sonnet-5-5', undefined],
    ]);
    expect(attempts).toEqual([
      { number: 1, model: 'claude-haiku-5-5' },
      { number: 2, model: 'claude-sonnet-5-5', previousProblem: 'the summary has no markdown heading' },
    ]);
    const [first, second] = env.stub.messageRequests();
    expect(first!.body.model).toBe('claude-haiku-5-5');
    expect(second!.body.model).toBe('claude-sonnet-5-5');
    // A fresh conversation, told why the first one failed:
    expect(second!.body.messages).toHaveLength(1);
    expect(second!.body.messages[0].content.map((b: { text: string }) => b.text)).toEqual([
      'Write resources.md',
      'Note: an earlier attempt at this task was rejected because: the summary has no markdown heading. Make sure your result does not have this problem.',
    ]);
    const notes = readJsonl(transcript.path).filter((l) => l.type === 'note');
    expect(notes.map((n) => n.kind)).toEqual(['subagent-attempt', 'escalation', 'subagent-attempt']);
    expect(notes[1]!.data).toMatchObject({
      from: 'claude-haiku-5-5',
      to: 'claude-sonnet-5-5',
      problem: 'the summary has no markdown heading',
    });
    const requests = readJsonl(transcript.path).filter((l) => l.type === 'request');
    expect(requests.map((r) => r.label)).toEqual(['subskill:resources', 'subskill:resources']);
  });

  it('fails when the main model is rejected too', async () => {
    env.stub.enqueue(reply.text('no heading'), reply.text('still none'));
    const err = await run().catch((e) => e);
    expect(err).toBeInstanceOf(SubagentRejected);
    expect(err.message).toBe('subskill:resources: the result was rejected twice — the summary has no markdown heading');
    expect((err as SubagentRejected).attempts).toHaveLength(2);
  });
});
