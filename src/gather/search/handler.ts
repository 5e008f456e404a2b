/**
 * The built-in `search` handler (fetch-resources): builds a query from the need's words and its context — the
 * titles of the meetings and the names of the projects its dependencies found — searches the vault with the
 * configured engine, and writes resources.md.
 */
import { writeSessionFile } from '../../session/files.js';
import type { HandlerResult, TaskInput } from '../types.js';
import { buildQuery } from './query.js';
import { renderResourcesMd } from './render.js';
import type { SearchEngine } from './types.js';

const PREVIEW_HITS = 5;

/**
 * Context from the dependencies: event titles (or the other person of a 1:1) and project titles become query terms;
 * the notes the dependencies already point at (the projects themselves) are left out of the results, which are
 * meant to add to them.
 */
function context(input: TaskInput): { terms: string[]; known: Set<string> } {
  const terms: string[] = [];
  const known = new Set<string>();
  for (const dep of input.task.dependsOn) {
    const outcome = input.deps.get(dep);
    const data = outcome?.data as { events?: { title: string; oneOnOne?: { name: string } }[]; projects?: { title: string; path: string }[] } | undefined;
    for (const e of data?.events ?? []) terms.push(e.oneOnOne ? e.oneOnOne.name : e.title);
    for (const p of data?.projects ?? []) terms.push(p.title);
    for (const p of data?.projects ?? []) known.add(p.path);
    for (const r of outcome?.refs ?? []) known.add(r.path);
  }
  return { terms: [...new Set(terms)], known };
}

export function searchHandler(engine: () => Promise<SearchEngine>, maxResults: number) {
  return async (input: TaskInput): Promise<HandlerResult> => {
    const { terms, known } = context(input);
    const query = buildQuery({ need: input.task.texts.join(' '), context: terms });
    const search = await engine();
    const found = query ? await search.search(query, { limit: maxResults + known.size, signal: input.signal }) : [];
    const hits = found.filter((h) => !known.has(h.path)).slice(0, maxResults);
    const name = input.task.produces ?? 'resources.md';
    const path = writeSessionFile(input.sessionDir, name, renderResourcesMd({ query, engine: search.name, hits, ...(search.note ? { note: search.note } : {}) }));
    const preview = hits.slice(0, PREVIEW_HITS).map((h) => `${h.title || h.relative} — ${h.path}`);
    return {
      summary: `${hits.length} document${hits.length === 1 ? '' : 's'} (${search.name})`,
      files: [{ name, path, summary: `${hits.length} document${hits.length === 1 ? '' : 's'} found for "${query}"`, preview }],
      ...(search.note ? { warnings: [search.note] } : {}),
    };
  };
}
