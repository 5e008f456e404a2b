/**
 * The built-in `search` handler (fetch-resources): searches the vault for the need's subject and its context — the
 * titles of the meetings and the names of the projects its dependencies found — and writes resources.md.
 * Each context term gets its own query and the results are interleaved: one long OR query would let the most
 * common words ("review", "sync") decide, and the design review's checklist would lose to every weekly review.
 */
import { writeGatheredFile } from '../../session/files.js';
import type { HandlerResult, TaskInput } from '../types.js';
import { buildQuery } from './query.js';
import { renderResourcesMd } from './render.js';
import type { SearchEngine, SearchHit } from './types.js';

const PREVIEW_HITS = 5;
const PER_TERM = 3;
const MAX_TERMS = 12;

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
    const data = outcome?.data as
      | { events?: { title: string; oneOnOne?: { name: string } }[]; projects?: { title: string; path: string }[] }
      | undefined;
    for (const e of data?.events ?? []) terms.push(e.oneOnOne ? e.oneOnOne.name : e.title);
    for (const p of data?.projects ?? []) terms.push(p.title);
    for (const p of data?.projects ?? []) known.add(p.path);
    for (const r of outcome?.refs ?? []) known.add(r.path);
  }
  return { terms: [...new Set(terms)], known };
}

/** The day a note's name gives it (YYYY-MM-DD or YYYYMMDD), if any. */
function nameDate(relative: string): string | undefined {
  const m = /(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)/.exec(relative.slice(relative.lastIndexOf('/') + 1));
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31 ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

export function searchHandler(engine: () => Promise<SearchEngine>, maxResults: number) {
  return async (input: TaskInput): Promise<HandlerResult> => {
    const { terms, known } = context(input);
    const need = input.task.texts.join(' ');
    const queries = [
      ...new Set(
        (terms.length
          ? terms.slice(0, MAX_TERMS).map((t) => buildQuery({ need, context: [t] }))
          : [buildQuery({ need, context: [] })]
        ).filter(Boolean),
      ),
    ];
    const query = queries.join(' | ');
    const search = await engine();
    const perQuery = queries.length === 1 ? maxResults : PER_TERM;
    const lists = [];
    // Ask for a few more than needed, so hits on notes already listed can be left out; not for all of them (a vault
    // with hundreds of active projects would have every query read and excerpt hundreds of notes).
    const extra = Math.min(known.size, 2 * perQuery);
    // A note dated by its name after the range the need states is not about that time: "documents for September"
    // never lists a note of November. Earlier notes stay (what led up to the range is its context: the notes of last
    // week about Monday's meetings), and so do undated ones (a runbook, a checklist).
    const range = input.task.basis !== undefined && input.task.basis !== 'target' ? input.task.range : undefined;
    let outside = 0;
    const inRange = (h: SearchHit) => {
      const d = nameDate(h.relative);
      const keep = !range || d === undefined || d <= range.end;
      if (!keep) outside++;
      return keep;
    };
    for (const q of queries)
      lists.push(
        (await search.search(q, { limit: perQuery + extra, signal: input.signal }))
          .filter((h) => !known.has(h.path) && inRange(h))
          .slice(0, perQuery),
      );
    const hits: SearchHit[] = [];
    for (let rank = 0; hits.length < maxResults && lists.some((l) => l.length > rank); rank++) {
      for (const list of lists) {
        const hit = list[rank];
        if (hit && hits.length < maxResults && !hits.some((h) => h.path === hit.path)) hits.push(hit);
      }
    }
    // Chosen in turns, so every term is represented; listed best first, as a reader of resources.md expects.
    hits.sort((a, b) => b.score - a.score);
    const name = input.task.produces ?? 'resources.md';
    const path = writeGatheredFile(
      input.sessionDir,
      name,
      renderResourcesMd({ query, engine: search.name, hits, ...(search.note ? { note: search.note } : {}) }),
    );
    const preview = hits.slice(0, PREVIEW_HITS).map((h) => `${h.title || h.relative} — ${h.path}`);
    if (hits.length > PREVIEW_HITS) preview.push(`… ${hits.length - PREVIEW_HITS} more in ${input.task.produces ?? 'resources.md'}`);
    const left = outside > 0 && range ? `; ${outside} match${outside === 1 ? '' : 'es'} dated after ${range.end} left out` : '';
    return {
      summary: `${hits.length} document${hits.length === 1 ? '' : 's'} (${search.name})${left}`,
      files: [{ name, path, summary: `${hits.length} document${hits.length === 1 ? '' : 's'} found for "${query}"`, preview }],
      ...(search.note ? { warnings: [search.note] } : {}),
    };
  };
}
