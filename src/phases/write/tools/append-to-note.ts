import type { Tool } from '../../../model/index.js';
import { staged, type WriteToolContext } from './shared.js';

export function appendToNoteTool(ctx: WriteToolContext): Tool {
  return {
    name: 'append_to_note',
    description:
      'Append markdown to a target note: at its end, or at the end of a section (a heading such as "Changelog"; created when missing). A missing note is created.',
    input_schema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'the full target path, exactly as listed' },
        content: { type: 'string', description: 'the markdown to add' },
        section: { type: 'string', description: 'optional: the heading text of the section to append to, without #' },
      },
      required: ['path', 'content'],
    },
    async execute(input) {
      const { path, content, section } = input as { path: string; content: string; section?: string };
      return staged(ctx, 'append_to_note', input, () => ctx.stage.append(path, content, section === undefined ? {} : { section }));
    },
  };
}
