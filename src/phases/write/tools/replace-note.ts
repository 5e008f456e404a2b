import type { Tool } from '../../../model/index.js';
import { staged, type WriteToolContext } from './shared.js';

export function replaceNoteTool(ctx: WriteToolContext): Tool {
  return {
    name: 'replace_note',
    description: 'Replace the whole content of a target note (or create it). Only for targets marked "replace".',
    input_schema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'the full target path, exactly as listed' },
        content: { type: 'string', description: 'the complete new note, markdown (include frontmatter if the note should have it)' },
      },
      required: ['path', 'content'],
    },
    async execute(input) {
      const { path, content } = input as { path: string; content: string };
      return staged(ctx, 'replace_note', input, () => ctx.stage.replace(path, content));
    },
  };
}
