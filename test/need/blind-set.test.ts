// A blind set of need phrasings (fixtures/needs/blind.tsv, written without the reader's code or vocabulary in
// sight), scored as the reference scorer scores: the reader may say honestly that it does not (fully) understand a
// need, but never claim a reading that is wrong or that leaves part of the need out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planNeeds } from '../../src/plan/planner.js';
import { bundledCatalogue, DEV_TARGET } from '../support/needs.js';

type Verdict = 'correct' | 'wrong' | 'silent-partial' | 'honest' | 'partly-off';

function verdict(line: string): Verdict {
  const [need = '', e = '', o = '', r = ''] = line.split('\t');
  const exp = e === 'none' ? [] : e.split(',');
  const plan = planNeeds('blind', [{ text: need, line: 1 }], DEV_TARGET, bundledCatalogue);
  const served = plan.tasks.filter((t) => t.needs.includes(0));
  const got = new Set(served.map((t) => t.entry));
  let detailOk = true;
  for (const x of o.split(',').filter(Boolean)) {
    const [k = '', v = ''] = x.split('=');
    const [entry, key = ''] = k.split('.');
    const val = served.find((t) => t.entry === entry)?.params[key];
    if (!(Array.isArray(val) ? val : [val]).includes(v)) detailOk = false;
  }
  for (const x of r.split(',').filter(Boolean)) {
    const [entry, alts = ''] = x.split('=');
    const range = served.find((t) => t.entry === entry)?.range;
    if (!alts.split('|').includes(`${range?.start}..${range?.end}`)) detailOk = false;
  }
  const claimed = plan.needs[0]!.status === 'understood';
  const same = got.size === exp.length && exp.every((x) => got.has(x));
  const subset = [...got].every((x) => exp.includes(x)) && got.size < exp.length;
  if (got.size === 0 || !claimed) {
    if (exp.length === 0 && got.size === 0) return 'correct';
    // A partly reading gathers what it understood: for a need with an answer, only things of that answer.
    return exp.length > 0 && [...got].some((x) => !exp.includes(x)) ? 'partly-off' : 'honest';
  }
  if (same && detailOk) return 'correct';
  return subset && detailOk ? 'silent-partial' : 'wrong';
}

const lines = readFileSync(join(import.meta.dirname, '../../fixtures/needs/blind.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'));

describe('the blind set', () => {
  it('claims no wrong or partial reading, and reads most of it right', () => {
    const verdicts = lines.map((l) => [l.split('\t')[0], verdict(l)] as const);
    expect(verdicts.filter(([, v]) => v === 'wrong' || v === 'silent-partial')).toEqual([]);
    // 128 of 156 when this test was written: a ratchet against the reader getting worse, with a little room.
    expect(verdicts.filter(([, v]) => v === 'correct').length).toBeGreaterThanOrEqual(125);
    // A partly reading that gathers something the answer does not name: 2 when this check was added ("My diary for
    // today (meetings and calls)" gathers the diary, not the calendar; "Past notes that mention the people I'm
    // seeing" the notes mentioning them, not a search). A ratchet: no more.
    expect(verdicts.filter(([, v]) => v === 'partly-off').length).toBeLessThanOrEqual(2);
  });
});
