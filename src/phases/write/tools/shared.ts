/**
 * What every write tool shares: the Stage it writes to, and what to do when the stage refuses (a refusal to write
 * outside the targets or to add a remote image is what an injected instruction looks like: it is flagged).
 */
import { StageRefused, type Stage, type StagedChange } from '../stage.js';

export interface WriteToolContext {
  stage: Stage;
  onRefused?: (tool: string, refusal: StageRefused, input: unknown) => void;
}

/** Runs a stage operation; a refusal is reported, then rethrown for the agent loop to hand back as is_error. */
export function staged(ctx: WriteToolContext, tool: string, input: unknown, op: () => StagedChange): string {
  try {
    const change = op();
    const bytes = Buffer.byteLength(change.after);
    return `staged ${change.relative} (${change.before === null ? 'new note' : 'changed'}, ${bytes} bytes now). Nothing is written until the user confirms.`;
  } catch (err) {
    if (err instanceof StageRefused) ctx.onRefused?.(tool, err, input);
    throw err;
  }
}
