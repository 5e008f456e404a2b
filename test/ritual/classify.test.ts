import { describe, expect, it } from 'vitest';
import { classifySection } from '../../src/ritual/classify.js';

const none = new Map();

describe('classifySection', () => {
  const headings: [string, string][] = [
    ['Pre-Flight Check', 'preflight'],
    ['Before you start', 'preflight'],
    ['Planning Session', 'inline'],
    ['Interactive Review', 'inline'],
    ['Review Session', 'inline'],
    ['Generate Plan', 'write'],
    ['Save the Plan', 'write'],
    ['Save to Vault', 'write'],
    ['Archive', 'write'],
    ['Confirm', 'confirm'],
    ['Tips', 'reference'],
    ['Metabolic Flow', 'reference'],
    ['Integration', 'reference'],
  ];
  for (const [heading, phase] of headings) {
    it(`"${heading}" → ${phase}`, () => expect(classifySection(heading, '', none).phase).toBe(phase));
  }

  it('falls back to the body: write verbs make a write phase', () => {
    const c = classifySection('Into the Vault', 'Write the plan to Today.md.\nAppend a line to the changelog.', none);
    expect(c).toEqual({ phase: 'write', reason: '2 line(s) start with a write verb' });
  });

  it('falls back to the body: questions make an inline phase', () => {
    expect(classifySection('Morning Pages', '- What do you feel?\n- What do you want?', none).phase).toBe('inline');
  });

  it('calls a section with nothing to go on reference', () => {
    expect(classifySection('Colophon', 'Made with care.', none).phase).toBe('reference');
  });
});
