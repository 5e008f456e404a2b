import { describe, expect, it } from 'vitest';
import { parseSubSkill } from '../../src/plan/catalogue.js';
import { EMPTY_VOCABULARY_SOURCE } from '../../src/need/vocabulary.js';
import { planNeeds } from '../../src/plan/planner.js';
import { resolveTime } from '../../src/time/resolve.js';

const skill = (option: string) => `---
name: find-things
kind: resolve
handler: notes
serves:
  - id: tagged
    phrases: [notes tagged]
    params: { kind: tagged }
    options:
      tag: ${option}
      status:
        default: [any]
        values:
          any: {}
---
`;

describe('capture options in the catalogue', () => {
  it('parses { capture: tag | name | folder } as an option with no values and an empty default', () => {
    const sub = parseSubSkill(skill('{ capture: tag }'), '/x/SKILL.md', 'find-things', 'vault');
    expect(sub.serves[0]!.options[0]).toEqual({ param: 'tag', values: [], default: [], capture: 'tag' });
    expect(parseSubSkill(skill('{ capture: folder }'), '/x/SKILL.md', 'find-things', 'vault').serves[0]!.options[0]!.capture).toBe(
      'folder',
    );
  });

  it('names the key of a capture kind it does not know, or of anything beside it', () => {
    expect(() => parseSubSkill(skill('{ capture: colour }'), '/x/SKILL.md', 'find-things', 'vault')).toThrow(
      /serves\[0\]\.options\.tag\.capture/,
    );
    expect(() => parseSubSkill(skill('{ capture: tag, default: [a] }'), '/x/SKILL.md', 'find-things', 'vault')).toThrow(/default/);
  });

  it('plans a task whose captured parameter holds what the need reader took from the words', () => {
    const sub = parseSubSkill(skill('{ capture: tag }'), '/x/SKILL.md', 'find-things', 'vault');
    const catalogue = { subSkills: [sub], vocabulary: EMPTY_VOCABULARY_SOURCE, problems: [] };
    const plan = planNeeds('r', [{ text: 'Notes tagged #idea', line: 1 }], resolveTime('today', new Date(2026, 1, 16)), catalogue);
    expect(plan.tasks[0]!.params).toEqual({ kind: 'tagged', tag: ['idea'], status: ['any'] });
    const none = planNeeds('r', [{ text: 'Notes tagged', line: 1 }], resolveTime('today', new Date(2026, 1, 16)), catalogue);
    expect(none.tasks[0]!.params.tag).toEqual([]);
  });
  it('reads marks: of a value as #tags and [c] statuses, and names anything else', () => {
    const withMarks = (marks: string) => skill('{ capture: tag }').replace('any: {}', `any: { marks: ${marks} }`);
    expect(
      parseSubSkill(withMarks("['#waiting', '[w]']"), '/x/SKILL.md', 'find-things', 'vault').serves[0]!.options[1]!.values[0]!.marks,
    ).toEqual(['#waiting', '[w]']);
    expect(() => parseSubSkill(withMarks('[waiting]'), '/x/SKILL.md', 'find-things', 'vault')).toThrow(/marks.*is no mark/);
  });
});
