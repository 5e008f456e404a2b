/** Finding a session by what a person types: `last`, a full id, a unique part of one (`6lUcZG`, `day-lookback`), or its path. */
import { existsSync, statSync } from 'node:fs';
import { basename, isAbsolute, resolve } from 'node:path';
import { BadInputError, quote } from '../errors.js';
import { listSessions, type SessionEntry, type SessionPlaces } from './retention.js';
import { readState } from './state.js';

/**
 * `last` is the newest session of `vault` (of any vault when undefined); an id or a part of one is looked for among
 * all vaults' sessions, the kept copies included.
 */
export function findSession(places: SessionPlaces, ref: string, vault?: string): SessionEntry {
  if (isAbsolute(ref) || ref.startsWith('.')) {
    const dir = resolve(ref);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BadInputError(`no session folder at ${quote(ref)}`);
    const id = basename(dir);
    const known = listSessions(places).find((s) => s.id === id && (s.temp === dir || s.kept === dir));
    if (known) return known;
    const state = readState(dir);
    return { id, dir, temp: dir, kept: undefined, keptHome: state?.kept, state, started: state?.startedAt ?? '' };
  }
  const where = vault === undefined ? places.root : `${places.root} for ${vault}`;
  if (ref === 'last' || ref === 'latest') {
    const [newest] = listSessions(places, vault);
    if (!newest) throw new BadInputError(`no sessions in ${where}`, { hint: 'run a ritual first' });
    return newest;
  }
  const sessions = listSessions(places);
  const exact = sessions.find((s) => s.id === ref);
  if (exact) return exact;
  // Any part of an id: its random tail, the ritual's name, the target date. Several matches are named, never guessed.
  const matches = sessions.filter((s) => s.id.includes(ref));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) throw new BadInputError(ambiguous(ref, matches.map((m) => m.id)));
  throw new BadInputError(`no session ${quote(ref)} in ${places.root} or ${places.kept}`, { hint: '`skill sessions list --all` shows them' });
}

/** How many ids an ambiguous reference names in full; more are counted. */
const NAMED = 5;

/** “day-lookback” matches 3 sessions: a, b, c; give more of the id. Newest first, as listed. */
function ambiguous(ref: string, ids: readonly string[]): string {
  const named = ids.slice(0, NAMED).join(', ');
  const more = ids.length > NAMED ? ` and ${ids.length - NAMED} more` : '';
  return `${quote(ref)} matches ${ids.length} sessions: ${named}${more}; give more of the id`;
}
