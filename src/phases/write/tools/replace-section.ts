import type { Tool } from '../../../model/index.js';
import { staged, type WriteToolContext } from './shared.js';

export function replaceSectionTool(ctx: WriteToolContext): Tool {
  return {
    name: 'replace_section',
    description:
      'Replace the body of one section of a target note (the text under a heading, up to the next heading of the same or higher level); the section is created when missing.',
    input_schema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'the full target path, exactly as listed' },
        heading: { type: 'string', description: 'the heading text, without #' },
        content: { type: 'string', description: 'the new body of the section, markdown' },
      },
      required: ['path', 'heading', 'content'],
    },
    async execute(input) {
      const { path, heading, content } = input as { path: string; heading: string; content: string };
      return staged(ctx, 'replace_section', input, () => ctx.stage.replaceSection(path, heading, content));
    },
  };
}
