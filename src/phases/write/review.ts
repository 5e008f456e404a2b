/**
 * From staged changes to the vault: the diffs are shown, then, by the flags and the terminal,
 *   --dry-run          nothing is applied;
 *   --yes              everything is applied;
 *   a terminal         each note is confirmed (yes / no / all / quit);
 *   no terminal        nothing is applied, and the message says how to apply later.
 * The staged changes are saved in the session first, so `skill sessions apply <id>` can always finish the job.
 */
import type { Output } from '../../cli/io.js';
import { applyChanges, type ApplyResult } from './apply.js';
import { confirmChanges, type Decision } from './confirm.js';
import { diffStats, renderDiff } from './diff.js';
import { unresolvedNewLinks, vaultLinkResolver } from './link-check.js';
import type { StagedChange } from './stage.js';

export type ReviewOutcome = 'applied' | 'dry-run' | 'not-confirmed' | 'declined' | 'nothing';

export interface ReviewOptions {
  changes: readonly StagedChange[];
  sessionDir: string;
  sessionId: string;
  vault: string;
  yes: boolean;
  dryRun: boolean;
  interactive: boolean;
  ask: (question: string) => Promise<string | null>;
  out: Output;
  colour: boolean;
  signal: AbortSignal;
}

export interface ReviewResult {
  outcome: ReviewOutcome;
  apply?: ApplyResult;
}

export function applyLaterHint(sessionId: string): string {
  return `to apply them: skill sessions apply ${sessionId}`;
}

export async function reviewAndApply(opts: ReviewOptions): Promise<ReviewResult> {
  const { changes, out } = opts;
  if (changes.length === 0) {
    out.write('Nothing to write.\n');
    return { outcome: 'nothing' };
  }
  // New links are checked against the vault as it is plus the notes this write creates.
  const links = vaultLinkResolver(opts.vault, changes);
  const showAll = () => {
    for (const c of changes) out.write(`${renderDiff(c, { colour: opts.colour, links })}\n`);
  };
  if (opts.dryRun) {
    showAll();
    out.write(`Dry run: nothing was written. ${changes.length} change${changes.length === 1 ? ' is' : 's are'} staged in the session; ${applyLaterHint(opts.sessionId)}\n`);
    return { outcome: 'dry-run' };
  }
  let decisions: Decision[];
  if (opts.yes) {
    showAll();
    decisions = changes.map(() => 'apply');
  } else if (!opts.interactive) {
    for (const c of changes) {
      const s = diffStats(c);
      const dangling = unresolvedNewLinks(c, links).length;
      const notes = [...(c.before === null ? ['new note'] : []), ...(dangling ? [`${dangling} link${dangling === 1 ? '' : 's'} to nothing`] : [])];
      out.write(`  ${c.relative}: +${s.added} −${s.removed}${notes.length ? ` (${notes.join(', ')})` : ''}\n`);
    }
    out.write(`No terminal to confirm on and no --yes: nothing was written. The changes are staged in the session; ${applyLaterHint(opts.sessionId)}\n`);
    return { outcome: 'not-confirmed' };
  } else {
    const confirmed = await confirmChanges(changes, { ask: opts.ask, out, colour: opts.colour, links });
    decisions = confirmed.decisions;
    if (!decisions.includes('apply')) {
      const apply = await applyChanges(changes, decisions, { sessionDir: opts.sessionDir, vault: opts.vault, signal: opts.signal });
      out.write(`Nothing was written. The changes stay staged in the session; ${applyLaterHint(opts.sessionId)}\n`);
      return { outcome: 'declined', apply };
    }
  }
  const apply = await applyChanges(changes, decisions, { sessionDir: opts.sessionDir, vault: opts.vault, signal: opts.signal });
  for (const r of apply.records) {
    const mark = r.action === 'created' || r.action === 'updated' ? '✓' : r.action === 'skipped' ? '·' : '✗';
    out.write(`${mark} ${r.action} ${r.relative}${r.reason ? ` — ${r.reason}` : ''}\n`);
  }
  return { outcome: 'applied', apply };
}
