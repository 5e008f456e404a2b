/** resources.md: the search a gather task ran and what it found, one section per hit with its absolute path. */
import type { SearchHit } from './types.js';
import { oneLine } from '../../text/line.js';

export interface ResourcesInput {
  query: string;
  engine: string;
  hits: SearchHit[];
  note?: string;
}

export function renderResourcesMd(input: ResourcesInput): string {
  const count = input.hits.length;
  const out = [
    '# Resources',
    '',
    `Query: ${oneLine(input.query) || '(empty)'}`,
    `Engine: ${input.engine}`,
    `Results: ${count === 0 ? 'no matching notes' : count}`,
  ];
  if (input.note) out.push(`Note: ${oneLine(input.note)}`);
  input.hits.forEach((hit, i) => {
    out.push('', `## ${i + 1}. ${oneLine(hit.title) || hit.relative}`, '', `- path: ${hit.path}`);
    if (hit.line !== undefined) out.push(`- line: ${hit.line}`);
    out.push(`- score: ${Number(hit.score.toFixed(2))}`);
    const snippet = oneLine(hit.snippet);
    if (snippet !== '') out.push('', `> ${snippet}`);
  });
  return `${out.join('\n')}\n`;
}
