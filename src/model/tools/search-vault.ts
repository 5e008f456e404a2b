/**
 * search_vault: full-text search over the notes. The engine is injected (src/gather builds the real one), so
 * this file only validates, formats and wraps the hits as untrusted content.
 */
import { oneLine } from '../api-errors.js';
import type { Tool } from '../tool.js';
import { wrapUntrusted } from '../untrusted.js';

export interface SearchHit {
  /** As read_file accepts it: relative to the vault root. */
  path: string;
  title: string;
  snippet: string;
  line?: number;
}

export type SearchEngine = (query: string, limit: number, signal: AbortSignal) => Promise<SearchHit[]>;

export const DEFAULT_SEARCH_LIMIT = 10;
const MAX_SEARCH_LIMIT = 50;

interface Input {
  query: string;
  limit?: number;
}

export function searchVaultTool(search: SearchEngine): Tool {
  return {
    name: 'search_vault',
    description:
      'Full-text search over the notes in the vault. Returns the best matching notes with a snippet and a line ' +
      'number; read a hit with read_file (offset = the line) to see more.',
    input_schema: {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 500, description: 'Words to look for' },
        limit: { type: 'integer', minimum: 1, maximum: MAX_SEARCH_LIMIT, description: `Most hits to return (default ${DEFAULT_SEARCH_LIMIT})` },
      },
      required: ['query'],
      additionalProperties: false,
    },
    async execute(raw, { signal }) {
      const input = raw as Input;
      const query = input.query.trim();
      if (!query) return { content: 'the query is empty', isError: true };
      const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
      const hits = (await search(query, limit, signal)).slice(0, limit);
      if (hits.length === 0) return `no notes match ${JSON.stringify(query)}`;
      const lines = hits.map((h, i) => `${i + 1}. ${h.path}${h.line ? `:${h.line}` : ''} — ${oneLine(h.title, 200)}\n   ${oneLine(h.snippet, 400)}`);
      return wrapUntrusted(`search:${query}`, lines.join('\n'));
    },
  };
}
