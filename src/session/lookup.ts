/** Finding a session by what a person types: `last`, a full id, a unique prefix of one, or its path. */
import { existsSync, statSync } from 'node:fs';
import { basename, isAbsolute, resolve } from 'node:path';
import { BadInputError, quote } from '../errors.js';
import { listSessions, type SessionEntry } from './retention.js';
import { readState } from './state.js';

export function findSession(root: string, ref: string): SessionEntry {
  if (isAbsolute(ref) || ref.startsWith('.')) {
    const dir = resolve(ref);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BadInputError(`no session folder at ${quote(ref)}`);
    const state = readState(dir);
    return { dir, id: basename(dir), state, started: state?.startedAt ?? '' };
  }
  const sessions = listSessions(root);
  if (sessions.length === 0) throw new BadInputError(`no sessions in ${root}`, { hint: 'run a ritual first' });
  if (ref === 'last' || ref === 'latest') return sessions[0]!;
  const exact = sessions.find((s) => s.id === ref);
  if (exact) return exact;
  const matches = sessions.filter((s) => s.id.startsWith(ref) || s.id.endsWith(ref));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    throw new BadInputError(`session ${quote(ref)} is ambiguous: ${matches.slice(0, 4).map((m) => m.id).join(', ')}${matches.length > 4 ? ', …' : ''}`);
  }
  throw new BadInputError(`no session ${quote(ref)} in ${root}`, { hint: '`skill sessions list` shows them' });
}

