import type { Tool } from '../../../model/index.js';
import { appendToNoteTool } from './append-to-note.js';
import { createNoteTool } from './create-note.js';
import { replaceNoteTool } from './replace-note.js';
import { replaceSectionTool } from './replace-section.js';
import type { WriteToolContext } from './shared.js';

export type { WriteToolContext } from './shared.js';

/** The write subagent's tools: they only stage changes in the session, never touch the vault. */
export function writeTools(ctx: WriteToolContext): Tool[] {
  return [createNoteTool(ctx), replaceNoteTool(ctx), appendToNoteTool(ctx), replaceSectionTool(ctx)];
}
