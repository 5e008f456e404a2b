/**
 * Sessions as `skill mcp` sees them. A client names a session by its full id and nothing else: the id is checked
 * against the shape session folders have (`skill-<ritual>-<target>-<random>`, no `/`, so never a path; no part of
 * an id, as the command line accepts), then bound to the server's vault by the session lookup the command line uses
 * (src/session/lookup.ts): a session of another vault, a session.json or staging manifest naming another vault, a
 * staged note that no longer resolves to the note it was staged as, are refused, never followed.
 */
import { BadInputError, quote } from '../../errors.js';
import { loadStage } from '../../phases/write/stage-store.js';
import { Stage } from '../../phases/write/stage.js';
import { newNoteSeeds } from '../../phases/write/new-notes.js';
import { expandTargets, resolveWriteTargets, type ConcreteTarget } from '../../plan/targets.js';
import type { Ritual } from '../../ritual/types.js';
import { planRitual } from '../../run/readings.js';
import { recordsFromState } from '../../run/resume.js';
import type { VaultContext } from '../../run/context.js';
import { checkStagedVault, pathInVault, sessionForVault, type BoundSession } from '../../session/lookup.js';
import { sessionPlaces, type SessionEntry } from '../../session/retention.js';
import type { SessionState } from '../../session/state.js';

/** The shape of every id createSessionDir makes: one folder name, so never `..`, never a path. */
const SESSION_ID = /^skill-[A-Za-z0-9_][A-Za-z0-9_.-]{0,239}$/;

function checkSessionId(id: string): string {
  if (!SESSION_ID.test(id) || id.includes('..')) {
    throw new BadInputError(
      `${quote(id)} is not a session id: ids look like skill-<ritual>-<date>-<random>, as prepare_ritual returns them (never a path)`,
    );
  }
  return id;
}

/** A ritual is named, never given as a path: a client cannot make the server run a SKILL.md from anywhere on disk. */
export function checkRitualName(name: string): string {
  if (/[/\\]/.test(name) || name.startsWith('.') || name.startsWith('~')) {
    throw new BadInputError(`ritual ${quote(name)} refused: give a ritual's name (list_rituals shows them), not a path`);
  }
  return name;
}

export type VaultSession = BoundSession & { entry: SessionEntry & { state: SessionState } };

/** The session `id` of `vault`, bound to it as `skill sessions apply --vault` binds one (no --vault-moved here). */
export function sessionOfVault(env: NodeJS.ProcessEnv, vault: string, id: string): VaultSession {
  checkSessionId(id);
  const bound = sessionForVault(sessionPlaces(env), id, vault);
  // The command line takes a unique part of an id; a client passes the id prepare_ritual gave it, whole.
  if (bound.entry.id !== id)
    throw new BadInputError(`no session ${id} for the vault ${vault}`, { hint: 'prepare_ritual starts one and returns its id' });
  if (!bound.entry.state) throw new BadInputError(`session ${id} has no readable session.json`);
  return bound as VaultSession;
}

/** What a session may write, worked out again from its ritual, its target and what its gather found. */
export interface SessionTargets {
  ritual: Ritual;
  targets: ConcreteTarget[];
  /** The text a note that does not exist yet starts with (its template), by absolute path. */
  seeds: Map<string, string>;
  /** Lines about new notes and their templates, for the person. */
  notes: string[];
}

/**
 * The write targets of a session, as the run's write phase finds them: the ritual's write sentences against the
 * plan (read offline: the rules and cached readings, never a call), and collection targets from the gathered refs.
 */
export async function targetsOf(
  ctx: VaultContext,
  ritual: Ritual,
  state: SessionState,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal,
): Promise<SessionTargets> {
  const plan = await planRitual({
    ritual,
    resolution: state.target,
    catalogue: ctx.catalogue,
    config: ctx.config,
    vault: ctx.vault,
    env,
    signal,
    offline: true,
  });
  const { targets: written } = resolveWriteTargets({
    ritual,
    resolution: state.target,
    catalogue: ctx.catalogue,
    vault: ctx.vault,
    config: ctx.config,
    plan,
  });
  const records = recordsFromState(state);
  const targets = expandTargets(written, (taskId) => records.find((r) => r.id === taskId)?.outcome.refs ?? []);
  const fresh = newNoteSeeds(targets, ctx.vault, ctx.config.layout, ctx.now);
  return { ritual, targets, seeds: fresh.seeds, notes: fresh.notes };
}

/**
 * The session's stage: what it staged so far (staged/manifest.json), composed on by further operations, allowed only
 * the session's targets in this vault. A manifest naming another vault, or a staged note that no longer resolves to
 * the note it was staged as (a symlink planted since, an edited manifest), is refused rather than followed.
 */
export async function openStage(ctx: VaultContext, session: VaultSession, targets: SessionTargets): Promise<Stage> {
  const { entry } = session;
  if (!entry.temp)
    throw new BadInputError(`session ${entry.id} cannot stage more: its folder under the temp dir was cleared`, {
      hint: 'prepare_ritual starts a new one',
    });
  const saved = await loadStage(entry.temp, entry.kept);
  if (saved) checkStagedVault(session, saved.vault);
  const initial = (saved?.changes() ?? []).map((c) => ({ ...c, path: pathInVault(session, c) }));
  return new Stage({
    sessionDir: entry.temp,
    vault: ctx.vault,
    allowed: targets.targets.map((t) => t.path),
    limits: ctx.config.writes,
    newNotes: targets.seeds,
    initial,
  });
}
