import { describe, expect, it } from 'vitest';
import { namedQuestionsIn, questionsIn } from '../../src/ritual/questions.js';

describe('questionsIn', () => {
  it('takes bullets and sentences that end with a question mark, in order', () => {
    const body = [
      'Greet the user. How did the week feel? Then go on.',
      '',
      '- What went well today?',
      '- A bullet that is not a question.',
      '1. **What is the one insight to keep?**',
      '',
      'Ask: "Any other key dates to add for this week?"',
      '',
      '```',
      '- Is this in a fence?',
      '```',
      '<!-- - Is this a comment? -->',
      '### Energy?',
    ].join('\n');
    expect(questionsIn(body)).toEqual([
      'How did the week feel?',
      'What went well today?',
      'What is the one insight to keep?',
      'Any other key dates to add for this week?',
    ]);
  });

  it('joins a question wrapped over two lines and drops duplicates', () => {
    expect(questionsIn('- What would make\n  this week a success?\n- What would make this week a success?')).toEqual([
      'What would make this week a success?',
    ]);
  });

  it('reads the place a question names for its answer after an arrow, and leaves it out of the question', () => {
    const body = [
      '- How is your energy today? → energy:',
      '- When is your focus time? (-> ## Focus)',
      'Then ask what the one outcome is. What would make today a success? → `Outcome`',
      '- What is your intention?',
      '- Where does this go → nowhere, it is no question',
    ].join('\n');
    expect(namedQuestionsIn(body)).toEqual([
      { text: 'How is your energy today?', into: 'energy:' },
      { text: 'When is your focus time?', into: '## Focus' },
      { text: 'What would make today a success?', into: 'Outcome' },
      { text: 'What is your intention?' },
    ]);
  });
});
