import { describe, expect, test } from 'vitest';
import { MAX_INVALID_ANSWERS, confirmChanges } from '../../../src/phases/write/confirm.js';
import type { StagedChange } from '../../../src/phases/write/stage.js';
import { hashContent } from '../../../src/vault/atomic.js';

function change(relative: string, before: string | null, after: string): StagedChange {
  return {
    path: `/vault/${relative}`,
    relative,
    before,
    beforeHash: before === null ? null : hashContent(before),
    after,
    afterHash: hashContent(after),
    ops: [],
  };
}

const changes = [change('A.md', 'a\n', 'a\nA\n'), change('B.md', null, 'b\n'), change('C.md', 'c\n', 'C\n')];

function scripted(answers: (string | null)[]) {
  const questions: string[] = [];
  const written: string[] = [];
  return {
    questions,
    written,
    options: {
      ask: async (q: string) => {
        questions.push(q);
        return answers.length > 0 ? answers.shift()! : null;
      },
      out: { write: (s: string) => void written.push(s) },
      colour: false,
    },
  };
}

describe('confirmChanges', () => {
  test('asks per note after showing its diff; y applies, n skips', async () => {
    const s = scripted(['y', 'n', 'yes']);
    const result = await confirmChanges(changes, s.options);
    expect(result).toEqual({ decisions: ['apply', 'skip', 'apply'], quit: false, ended: false });
    expect(s.questions).toEqual([
      'Apply changes to A.md? [y]es / [n]o / [a]ll / [q]uit ',
      'Apply changes to B.md? [y]es / [n]o / [a]ll / [q]uit ',
      'Apply changes to C.md? [y]es / [n]o / [a]ll / [q]uit ',
    ]);
    expect(s.written[0]).toContain('--- a/A.md');
    expect(s.written[1]).toContain('--- /dev/null');
  });

  test('a applies this and every later change without asking, still showing their diffs', async () => {
    const s = scripted(['n', 'a']);
    const result = await confirmChanges(changes, s.options);
    expect(result).toEqual({ decisions: ['skip', 'apply', 'apply'], quit: false, ended: false });
    expect(s.questions).toHaveLength(2);
    expect(s.written.join('')).toContain('+++ b/C.md');
  });

  test('q skips this and every later change', async () => {
    const s = scripted(['Y', ' q ']);
    const result = await confirmChanges(changes, s.options);
    expect(result).toEqual({ decisions: ['apply', 'skip', 'skip'], quit: true, ended: false });
    expect(s.questions).toHaveLength(2);
    expect(s.written.join('')).not.toContain('C.md');
  });

  test('the end of input is quit', async () => {
    const s = scripted([null]);
    expect(await confirmChanges(changes, s.options)).toEqual({ decisions: ['skip', 'skip', 'skip'], quit: true, ended: true });
  });

  test('an invalid answer asks again', async () => {
    const s = scripted(['maybe', '', 'y', 'n', 'n']);
    const result = await confirmChanges(changes, s.options);
    expect(result.decisions).toEqual(['apply', 'skip', 'skip']);
    expect(s.questions.filter((q) => q.includes('A.md'))).toHaveLength(3);
    expect(s.written.filter((w) => w.startsWith('Please answer'))).toHaveLength(2);
  });

  test('endless invalid answers end as quit instead of looping forever', async () => {
    const s = scripted(Array(100).fill('?'));
    const result = await confirmChanges(changes, s.options);
    expect(result).toEqual({ decisions: ['skip', 'skip', 'skip'], quit: true, ended: false });
    expect(s.questions).toHaveLength(MAX_INVALID_ANSWERS);
  });

  test('a change that changes nothing is skipped without asking', async () => {
    const s = scripted(['y']);
    const result = await confirmChanges([change('Same.md', 'x\n', 'x\n'), changes[0]!], s.options);
    expect(result.decisions).toEqual(['skip', 'apply']);
    expect(s.questions).toEqual(['Apply changes to A.md? [y]es / [n]o / [a]ll / [q]uit ']);
  });

  test('without a terminal (maxInvalid 1) a line that is not y/n/a/q refuses in one line; the end of input is said apart', async () => {
    const s = scripted(['yes please', 'y']);
    const result = await confirmChanges(changes, { ...s.options, maxInvalid: 1 });
    expect(result).toEqual({ decisions: ['skip', 'skip', 'skip'], quit: true, ended: false });
    expect(s.written).toContain('"yes please" is not y, n, a or q: nothing more will be applied.\n');
    expect(s.questions).toHaveLength(1);
    expect(await confirmChanges(changes, scripted(['y', null]).options)).toEqual({
      decisions: ['apply', 'skip', 'skip'],
      quit: true,
      ended: true,
    });
  });
});
