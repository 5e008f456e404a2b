import type { Tool } from '../../../model/index.js';
import { staged, type WriteToolContext } from './shared.js';

export function createNoteTool(ctx: WriteToolContext): Tool {
  return {
    name: 'create_note',
    description: 'Create a new note at one of the target paths (it must not exist yet). Content is markdown.',
    input_schema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'the full target path, exactly as listed' },
        content: { type: 'string', description: 'the whole note, markdown' },
      },
      required: ['path', 'content'],
    },
    async execute(input) {
      const { path, content } = input as { path: string; content: string };
      return staged(ctx, 'create_note', input, () => ctx.stage.create(path, content));
    },
  };
}
