/**
 * What happens to a change that met a note changed on disk since it was staged (a conflict; apply.ts leaves such a
 * note alone).
 *
 * - A change that only appends is re-applied onto the note as it is now (an append stays an append: the words
 *   someone added meanwhile stay, ours go after them), saved in the stage, shown again and offered: applied with
 *   --yes, confirmed note by note on a terminal. If the note changes again in between, this happens again, a few
 *   times at most.
 * - Anything else (a replace, a section or frontmatter edit, a note created or deleted meanwhile) is not replayed,
 *   since that would overwrite someone's words: the person is shown what changed on disk since staging and where the
 *   staged content is.
 *
 * `skill run`, `--resume` and `skill sessions apply` all come here through review.ts.
 */
import type { Output } from '../../io/io.js';
import { readCurrent } from '../../vault/atomic.js';
import { applyChanges, type ApplyOptions, type ApplyResult, type WriteRecord } from './apply.js';
import { confirmChanges, type Decision } from './confirm.js';
import { renderDiff } from './diff.js';
import { appendsOnly, StageRefused, type Stage, type StagedChange } from './stage.js';
import { saveStage, stagedFileOf } from './stage-store.js';

/** Rounds of re-applying before a note that keeps changing is left as a conflict. */
const MAX_ROUNDS = 3;

export interface ConflictOptions {
  stage: Stage;
  apply: ApplyOptions;
  yes: boolean;
  ask: (question: string) => Promise<string | null>;
  out: Output;
  colour: boolean;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The note as it is on disk now: its text, null when it is gone, undefined when it cannot be read as text. */
async function onDisk(path: string): Promise<string | null | undefined> {
  try {
    const current = await readCurrent(path);
    return current === null ? null : strictUtf8.decode(current.bytes);
  } catch {
    return undefined;
  }
}

/** A conflict that cannot be replayed: what changed on disk since staging, and where the staged content is. */
async function explain(change: StagedChange, now: string | null | undefined, opts: ConflictOptions): Promise<void> {
  const { out, apply } = opts;
  const what = now === null ? 'was deleted' : change.before === null ? 'was created' : 'changed';
  out.write(`✗ ${change.relative} ${what} on disk since the change was staged, so it was not overwritten.`);
  if (now !== undefined) {
    out.write(' What changed on disk since:\n');
    out.write(`${renderDiff({ relative: change.relative, before: change.before, after: now ?? '' }, { colour: opts.colour })}\n`);
  } else out.write('\n');
  // Its content is not re-saved under another name (only replayed appends are), so these paths stay true.
  const kept = apply.keep && apply.keep !== apply.sessionDir ? ` (kept in ${await stagedFileOf(apply.keep, change.relative)})` : '';
  out.write(
    `The staged content is in ${await stagedFileOf(apply.sessionDir, change.relative)}${kept}: take from it what you need, or run the ritual again.\n`,
  );
}

/** Re-applies an append onto the note as it is now; undefined when the change cannot be replayed. */
async function rebased(change: StagedChange, opts: ConflictOptions): Promise<{ change?: StagedChange; now: string | null | undefined }> {
  const now = await onDisk(change.path);
  if (!appendsOnly(change) || typeof now !== 'string') return { now };
  try {
    const again = opts.stage.rebase(change.path, now);
    return again ? { change: again, now } : { now };
  } catch (err) {
    if (!(err instanceof StageRefused)) throw err;
    opts.out.write(`✗ ${change.relative}: the append could not be re-applied onto the note as it is now: ${err.message}\n`);
    return { now };
  }
}

export async function resolveConflicts(first: ApplyResult, opts: ConflictOptions): Promise<ApplyResult> {
  const result: ApplyResult = { ...first, records: [...first.records] };
  const explained = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS && !result.interrupted; round++) {
    const offered: StagedChange[] = [];
    for (const record of result.records.filter((r) => r.action === 'conflict')) {
      const change = opts.stage.changes().find((c) => c.path === record.path);
      if (!change) continue;
      const { change: again, now } = await rebased(change, opts);
      if (again) offered.push(again);
      else if (!explained.has(change.path)) {
        explained.add(change.path);
        await explain(change, now, opts);
      }
    }
    if (offered.length === 0) break;
    await saveStage(opts.stage);
    if (opts.apply.keep && opts.apply.keep !== opts.apply.sessionDir) await saveStage(opts.stage, opts.apply.keep);
    for (const c of offered)
      opts.out.write(
        `⟳ ${c.relative} changed on disk since the change was staged; the append was re-applied onto the note as it is now:\n`,
      );
    let decisions: Decision[];
    if (opts.yes) {
      for (const c of offered) opts.out.write(`${renderDiff(c, { colour: opts.colour })}\n`);
      decisions = offered.map(() => 'apply');
    } else {
      decisions = (await confirmChanges(offered, { ask: opts.ask, out: opts.out, colour: opts.colour })).decisions;
    }
    const again = await applyChanges(offered, decisions, opts.apply);
    for (const record of again.records) replace(result.records, record);
    if (again.interrupted) Object.assign(result, { interrupted: true, stoppedAt: again.stoppedAt });
  }
  return result;
}

function replace(records: WriteRecord[], record: WriteRecord): void {
  const at = records.findIndex((r) => r.path === record.path);
  if (at >= 0) records[at] = record;
  else records.push(record);
}
