import { describe, expect, it } from 'vitest';
import { buildQuery, MAX_QUERY_WORDS } from '../../../src/gather/search/index.js';

describe('buildQuery', () => {
  it('keeps the subject of a search request and drops the request itself', () => {
    // "meetings and projects" name kinds of context, whose names come in as context terms: alone they say nothing.
    expect(buildQuery({ need: 'QMD search results for documents related to meetings and projects', context: [] })).toBe('');
    expect(buildQuery({ need: 'Find notes about the user’s hiring plans for this week', context: [] })).toBe('hiring plans');
  });

  it('adds context terms, dropping words already there (case, accents and plurals ignored)', () => {
    const query = buildQuery({
      need: 'QMD search results for documents related to meetings and projects',
      context: ['Weekly Sync', 'Project Alpha', 'Meeting with Zoë', '1:1 Zoe', 'Search Revamp'],
    });
    expect(query).toBe('Weekly Sync Project Alpha Meeting Zoë Search Revamp');
  });

  it('keeps the need words first and stops at the cap', () => {
    const context = Array.from({ length: 40 }, (_, i) => `Project${i}`);
    const words = buildQuery({ need: 'documents related to budgets', context }).split(' ');
    expect(words).toHaveLength(MAX_QUERY_WORDS);
    expect(words[0]).toBe('budgets');
    expect(words[1]).toBe('Project0');
  });

  it('never takes the digits of a date in a note name as words (the holdout vault matched a project on "30")', () => {
    expect(
      buildQuery({
        need: 'documents related to projects',
        context: ['2026-04-30-hiring-round', 'Diary-20230312', '2026-W48 review', 'Q3 2026 plan'],
      }),
    ).toBe('hiring round Diary review Q3 2026 plan');
  });

  it('gives an empty query when nothing is left', () => {
    expect(buildQuery({ need: 'search results for the documents', context: [] })).toBe('');
  });
});
