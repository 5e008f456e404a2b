/**
 * Finding a session by what a person types — `last`, a full id, a unique part of one (`6lUcZG`, `day-lookback`) —
 * and binding it to the vault a command runs against. An id is an id, never a path: a session is only ever one of
 * the folders skill keeps under its own places (the session root, the kept copies), never a folder named on the
 * command line.
 *
 * Which vault a session was made for is the vault folder it is kept under, `<name>-<hash of the vault's real path>`
 * (src/session/root.ts), chosen by skill when the run began; session.json's `vault` must agree with it. A session
 * applies or restores only into the vault the command runs against (`--vault`, else the current vault), and only
 * when that is the vault it was made for — or when the person says the vault moved (`--vault-moved`: renamed, or
 * copied with `cp -a`, which gives the copy another real path). Every path the session recorded is checked against
 * that vault where it is used (pathInVault, sessionFileOf): a field edited to point elsewhere is refused, not followed.
 *
 * Values in, values out, apart from listing the session places and resolving real paths, so the MCP server can
 * call it as the CLI does.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { BadInputError, quote } from '../errors.js';
import { confineWrite, PathRefused } from '../vault/confine.js';
import { listSessions, type SessionEntry, type SessionPlaces } from './retention.js';
import { vaultKey } from './root.js';

/** What a session id (or a part of one) is made of: the characters safeName() leaves, never a separator. */
const ID_PART = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** `ref` when it can be (part of) a session id; a one-line refusal when it is a path or anything else. */
function checkSessionRef(ref: string): string {
  if (ID_PART.test(ref) && !ref.includes('..')) return ref;
  throw new BadInputError(`${quote(ref)} is not a session id: an id is letters, digits, dots and hyphens, never a path`, {
    hint: '`skill sessions list --all` shows the ids',
  });
}

/**
 * `last` is the newest session of `vault` (of any vault when undefined); an id or a part of one is looked for among
 * all vaults' sessions, the kept copies included.
 */
export function findSession(places: SessionPlaces, ref: string, vault?: string): SessionEntry {
  checkSessionRef(ref);
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
  if (matches.length > 1)
    throw new BadInputError(
      ambiguous(
        ref,
        matches.map((m) => m.id),
      ),
    );
  throw new BadInputError(`no session ${quote(ref)} in ${places.root} or ${places.kept}`, {
    hint: '`skill sessions list --all` shows them',
  });
}

/** How many ids an ambiguous reference names in full; more are counted. */
const NAMED = 5;

/** “day-lookback” matches 3 sessions: a, b, c; give more of the id. Newest first, as listed. */
function ambiguous(ref: string, ids: readonly string[]): string {
  const named = ids.slice(0, NAMED).join(', ');
  const more = ids.length > NAMED ? ` and ${ids.length - NAMED} more` : '';
  return `${quote(ref)} matches ${ids.length} sessions: ${named}${more}; give more of the id`;
}

/** A session bound to the vault a command runs against: every write and restore goes into `vault`, nowhere else. */
export interface BoundSession {
  entry: SessionEntry;
  /** The vault the command runs against (absolute): where its writes go. */
  vault: string;
  /** The vault the session was made for, as session.json names it (checked against the folder it is kept under). */
  madeFor: string;
  /** The command's vault is not the one the session was made for, and the person said it moved (`--vault-moved`). */
  moved: boolean;
}

/** A session.json or staging manifest field that disagrees with where skill keeps the session: edited by hand. */
function tampered(id: string, what: string): BadInputError {
  return new BadInputError(`session ${id}: ${what}; it was changed after skill wrote it, so it is not followed`, {
    hint: 'nothing was written; run the ritual again',
  });
}

/**
 * The vault key a session belongs to: the folder it is kept under, or for a session of an earlier version (kept
 * directly under the root) its session.json's vault. A recorded vault that is there and has another key was edited.
 */
function keyOf(entry: SessionEntry): string {
  const recorded = entry.state?.vault;
  if (!entry.key && typeof recorded !== 'string')
    throw new BadInputError(`session ${entry.id} has no readable session.json; the vault it was made for is unknown`);
  const key = entry.key ?? vaultKey(recorded!);
  checkRecordedVault(entry, key, recorded, 'session.json');
  return key;
}

/** Refuses a recorded vault (session.json's, a staging manifest's) that is not the one the session is kept for. */
function checkRecordedVault(entry: SessionEntry, key: string, recorded: unknown, file: string): void {
  if (recorded === undefined) return;
  if (typeof recorded !== 'string' || recorded === '') throw tampered(entry.id, `${file} has no vault path`);
  // A vault no longer there (moved away) cannot be resolved to its real path; only a present one can be compared.
  if (existsSync(recorded) && vaultKey(recorded) !== key)
    throw tampered(entry.id, `${file} names the vault ${recorded}, which is not the vault the session was made for`);
}

/**
 * The session `ref` names, bound to `vault` (the command's: --vault, else the current vault). Refuses, in one
 * line: no vault; a session made for another vault unless `vaultMoved`; a session.json that names another vault.
 */
export function sessionForVault(
  places: SessionPlaces,
  ref: string,
  vault: string | undefined,
  opts: { vaultMoved?: boolean } = {},
): BoundSession {
  const entry = findSession(places, ref, vault);
  const key = keyOf(entry);
  const madeFor = entry.state?.vault ?? `the vault kept as ${key}`;
  if (vault === undefined) {
    throw new BadInputError(`which vault? session ${entry.id} writes only into the vault the command runs against, and none is given`, {
      hint: `pass --vault (it was made for ${madeFor}), or set $SKILL_VAULT`,
    });
  }
  const moved = vaultKey(vault) !== key;
  if (moved && !opts.vaultMoved) {
    throw new BadInputError(`session ${entry.id} was made for the vault ${madeFor}, not ${vault}`, {
      hint: `if that vault moved or was copied to ${vault}, add --vault-moved; else pass --vault ${madeFor}`,
    });
  }
  // Where the kept copy goes is where skill keeps it, never a path session.json names.
  if (entry.state && entry.keptHome) entry.state.kept = entry.keptHome;
  return { entry, vault, madeFor, moved };
}

/** Refuses a staging manifest whose vault is not the one the session is kept for (see checkRecordedVault). */
export function checkStagedVault(bound: BoundSession, recorded: string): void {
  checkRecordedVault(bound.entry, keyOf(bound.entry), recorded, 'staged/manifest.json');
}

/**
 * The note a session recorded (a staged change, a write), in the bound vault: its vault-relative path confined
 * again now (symlinks, `..`, protected folders). In the vault it was made for, the recorded absolute path must be
 * that same note; in a moved vault it is the note of the same name there.
 */
export function pathInVault(bound: BoundSession, recorded: { path: string; relative: string }): string {
  if (typeof recorded.relative !== 'string' || typeof recorded.path !== 'string')
    throw tampered(bound.entry.id, 'a recorded note has no path');
  // A vault-relative name skill wrote never leaves the vault by its letters; one that does was edited.
  if (isAbsolute(recorded.relative) || recorded.relative.split(/[\\/]/).some((part) => part === '..' || part === '')) {
    throw tampered(bound.entry.id, `it records the note ${JSON.stringify(recorded.relative)}, which is not a path inside a vault`);
  }
  let absolute: string;
  try {
    absolute = confineWrite(recorded.relative, [{ label: 'vault', path: bound.vault }]).absolute;
  } catch (err) {
    if (!(err instanceof PathRefused)) throw err;
    // A note the rules refuse now (a symlink put in its place, a folder gone odd): that note alone fails where it is
    // written, confined again there (apply.ts, restore.ts), and the others go on.
    absolute = resolve(bound.vault, recorded.relative);
  }
  if (!bound.moved && absolute !== recorded.path) {
    throw tampered(bound.entry.id, `it records ${recorded.path} for ${recorded.relative}, which is not that note of ${bound.vault}`);
  }
  return absolute;
}

/**
 * A file a session recorded inside itself (a backup under `<…>/<id>/backups/`), found in `dir`, a copy of that
 * session; a recorded path that does not lead into the session's backups/ (edited to name another file) is refused.
 */
export function sessionFileOf(bound: BoundSession, recorded: string, dir: string): string {
  const marker = `${sep}${bound.entry.id}${sep}`;
  const at = recorded.lastIndexOf(marker);
  const rest = at < 0 ? '' : normalize(recorded.slice(at + marker.length));
  if (!rest.startsWith(`backups${sep}`) || rest.split(sep).includes('..'))
    throw tampered(bound.entry.id, `it records the backup ${recorded}, which is not in the session's backups/`);
  return join(dir, rest);
}
