import { describe, expect, it } from 'vitest';
import { LinkResolver } from '../../../src/gather/references/link-resolver.js';
import { renderDiff } from '../../../src/phases/write/diff.js';
import { unresolvedNewLinks } from '../../../src/phases/write/link-check.js';
import { reviewAndApply } from '../../../src/phases/write/review.js';
import { Stage } from '../../../src/phases/write/stage.js';
import { tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

const resolver = new LinkResolver(['People/Sarah Chen.md', 'Projects/Apollo.md', 'att/plan.pdf']);

describe('links a write adds that lead nowhere', () => {
  it('flags only the new ones that resolve to no file, with their line', () => {
    const before = '# Day\nSee [[Gone]].\n';
    const after =
      '# Day\nSee [[Gone]].\n- [[Sarah Chen]] on [[Apollo#Risks|the risks]], ![[plan.pdf]]\n- [[Sarah Chn]] and [x](Missing%20Note.md)\n';
    expect(unresolvedNewLinks({ relative: 'Daily/2026-02-16.md', before, after }, resolver)).toEqual([
      { line: 4, original: '[[Sarah Chn]]' },
      { line: 4, original: '[x](Missing%20Note.md)' },
    ]);
  });

  it('shows them under the diff and in its summary', () => {
    const text = renderDiff(
      { relative: 'Daily/2026-02-16.md', before: null, after: 'Met [[Sarah Chn]].\n' },
      { colour: false, links: resolver },
    );
    expect(text).toContain('⚠ line 1: [[Sarah Chn]] leads to no note in the vault\n');
    expect(text).toContain('Daily/2026-02-16.md: +1 \u22120 (new note, 1 link to nothing)');
    expect(renderDiff({ relative: 'x.md', before: null, after: 'Met [[Sarah Chn]].\n' }, { colour: false })).not.toContain('⚠');
  });

  it('in a dry run, against the vault plus the notes the same write creates', async () => {
    const vault = writeTree(tempDir(), { 'People/Sarah Chen.md': '# Sarah\n' });
    const sessionDir = tempDir();
    const stage = new Stage({ sessionDir, vault, allowed: [`${vault}/Daily/2026-02-16.md`, `${vault}/People/Jonas Weber.md`], limits: {} });
    stage.create(`${vault}/Daily/2026-02-16.md`, 'With [[Sarah Chen]] and [[Jonas Weber]] about [[Nowhere]].\n');
    stage.create(`${vault}/People/Jonas Weber.md`, '# Jonas\n');
    let written = '';
    await reviewAndApply({
      stage,
      sessionDir,
      sessionId: 's',
      command: 'skill',
      vault,
      yes: false,
      dryRun: true,
      interactive: false,
      ask: async () => null,
      out: {
        write: (t: string) => {
          written += t;
        },
      },
      colour: false,
      signal: new AbortController().signal,
    });
    expect(written.split('\n').filter((l) => l.startsWith('⚠'))).toEqual(['⚠ line 1: [[Nowhere]] leads to no note in the vault']);
  });
});
