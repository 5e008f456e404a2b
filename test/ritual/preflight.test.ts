import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRitualFile } from '../../src/ritual/discover.js';
import { checkOf, preflightChecks } from '../../src/ritual/preflight.js';
import { REPO } from '../support/tmp.js';

const bundled = (name: string) => loadRitualFile(join(REPO, 'skills', name, 'SKILL.md'), 'bundled');

describe('checkable preflight sentences', () => {
  it('finds the check in each bundled planning ritual, as its author wrote it', () => {
    const found = ['planning-daily', 'planning-weekly', 'planning-monthly', 'planning-quarterly', 'planning-yearly'].map((name) =>
      preflightChecks(bundled(name)).map((c) => [c.note, c.period]),
    );
    expect(found).toEqual([
      [['Today.md', 'day']],
      [['Week.md', 'week']],
      [['Month.md', 'month']],
      [['Quarter.md', 'quarter']],
      [['Year.md', 'year']],
    ]);
    expect(preflightChecks(bundled('review-daily'))).toEqual([]);
  });

  it('reads the phrasings of docs/writing-rituals.md and nothing looser', () => {
    expect(checkOf('If Week.md is still about an earlier week with no weekly archive yet, say so.')).toMatchObject({
      note: 'Week.md',
      period: 'week',
    });
    expect(checkOf('if the Today.md covers an earlier day and no daily archive exists, stop')).toMatchObject({
      note: 'Today.md',
      period: 'day',
    });
    // In the words of other projects' rituals: "a different year … hasn't been archived".
    expect(checkOf("If Year.md contains a different year and hasn't been archived, block and suggest the yearly review.")).toMatchObject({
      note: 'Year.md',
      period: 'year',
      relation: 'different',
    });
    expect(checkOf('If Month.md is about a previous month that was not archived, say so.')).toMatchObject({
      period: 'month',
      relation: 'earlier',
    });
    // A period and an archive that disagree, no "earlier", no note file: not a check skill can make.
    expect(checkOf('If Week.md is about an earlier week that has no daily archive, say so.')).toBeUndefined();
    expect(checkOf('If Today.md is about another day that has no daily archive, say so.')).toBeUndefined();
    expect(checkOf('If the plan is about an earlier day that has no daily archive, say so.')).toBeUndefined();
  });
});
