import { describe, expect, it } from 'vitest';
import { renderResourcesMd } from '../../../src/gather/search/index.js';

describe('renderResourcesMd', () => {
  it('renders hits with absolute paths, lines, scores and snippets', () => {
    const md = renderResourcesMd({
      query: 'meetings projects Alpha',
      engine: 'builtin',
      hits: [
        {
          path: '/v/01_Projects/Alpha.md',
          relative: '01_Projects/Alpha.md',
          title: 'Project Alpha',
          score: 4.56789,
          line: 12,
          snippet: 'Kickoff meeting with the design team.',
        },
        { path: '/v/Quarry.md', relative: 'Quarry.md', title: '', score: 1, snippet: '' },
      ],
      note: 'search index version 1, expected 2;\nrebuilt',
    });
    expect(md).toBe(
      [
        '# Resources',
        '',
        'Query: meetings projects Alpha',
        'Engine: builtin',
        'Results: 2',
        'Note: search index version 1, expected 2; rebuilt',
        '',
        '## 1. Project Alpha',
        '',
        '- path: /v/01_Projects/Alpha.md',
        '- line: 12',
        '- score: 4.57',
        '',
        '> Kickoff meeting with the design team.',
        '',
        '## 2. Quarry.md',
        '',
        '- path: /v/Quarry.md',
        '- score: 1',
        '',
      ].join('\n'),
    );
  });

  it('says when nothing matched', () => {
    expect(renderResourcesMd({ query: '', engine: 'qmd', hits: [] })).toBe(
      '# Resources\n\nQuery: (empty)\nEngine: qmd\nResults: no matching notes\n',
    );
  });
});
