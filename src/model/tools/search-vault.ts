/**
 * search_vault: full-text search over the notes. The engine is injected (src/gather builds the real one), so
 * this file only validates, formats and wraps the hits as untrusted content.
 */
import { confineRead, PathRefused, type Root } from '../../vault/confine.js';
import { oneLine } from '../../text/line.js';
import type { Tool } from '../tool.js';
import { wrapUntrusted } from '../untrusted.js';
import { refuseToolFolders } from './context.js';

export interface SearchHit {
  /** As read_file accepts it: relative to the vault root. */
  path: string;
  title: string;
  snippet: string;
  line?: number;
}

export type SearchEngine = (query: string, limit: number, signal: AbortSignal) => Promise<SearchHit[]>;

const DEFAULT_SEARCH_LIMIT = 10;
const MAX_SEARCH_LIMIT = 50;

interface Input {
  query: string;
  limit?: number;
}

/**
 * The hits whose path read_file would accept, shown as read_file names them. An engine is outside code (qmd, an
 * index built earlier) and may return a path that left the vault since, a symlink out of it, or a name with a line
 * break: such hits are left out, never passed on.
 */
function confinedHits(hits: readonly SearchHit[], vault: Root): { hits: SearchHit[]; dropped: number } {
  const kept: SearchHit[] = [];
  for (const hit of hits) {
    try {
      const file = confineRead(hit.path, [vault]);
      refuseToolFolders(hit.path, file);
      kept.push({ ...hit, path: file.relative });
    } catch (err) {
      if (!(err instanceof PathRefused)) throw err;
    }
  }
  return { hits: kept, dropped: hits.length - kept.length };
}

/** `vault`: hits are confined to it (readOnlyTools always passes it; without it hits are shown as the engine gave them). */
export function searchVaultTool(search: SearchEngine, vault?: Root): Tool {
  return {
    name: 'search_vault',
    description:
      'Full-text search over the notes in the vault. Returns the best matching notes with a snippet and a line ' +
      'number; read a hit with read_file (offset = the line) to see more.',
    input_schema: {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 500, description: 'Words to look for' },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_SEARCH_LIMIT,
          description: `Most hits to return (default ${DEFAULT_SEARCH_LIMIT})`,
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
    async execute(raw, { signal }) {
      const input = raw as Input;
      const query = input.query.trim();
      if (!query) return { content: 'the query is empty', isError: true };
      const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
      const found = (await search(query, limit, signal)).slice(0, limit);
      const { hits, dropped } = vault ? confinedHits(found, vault) : { hits: found, dropped: 0 };
      const leftOut = dropped ? `\n[${dropped} hit${dropped === 1 ? '' : 's'} outside the vault left out]` : '';
      if (hits.length === 0) return `no notes match ${JSON.stringify(query)}${leftOut}`;
      const lines = hits.map(
        (h, i) => `${i + 1}. ${h.path}${h.line ? `:${h.line}` : ''} — ${oneLine(h.title, 200)}\n   ${oneLine(h.snippet, 400)}`,
      );
      return wrapUntrusted(`search:${query}`, lines.join('\n')) + leftOut;
    },
  };
}
