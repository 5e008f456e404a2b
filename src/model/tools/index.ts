/** The read-only tool set of the inline phase and of prose sub-skills. */
import type { Tool } from '../tool.js';
import type { ReadToolsContext } from './context.js';
import { listFilesTool } from './list-files.js';
import { readFileTool } from './read-file.js';
import { searchVaultTool, type SearchEngine } from './search-vault.js';

export { readFileTool } from './read-file.js';
export { listFilesTool } from './list-files.js';
export { searchVaultTool, type SearchEngine, type SearchHit } from './search-vault.js';
export type { ReadToolsContext } from './context.js';

/** read_file and list_files over the roots, plus search_vault when a search engine is given. */
export function readOnlyTools(ctx: ReadToolsContext & { search?: SearchEngine | undefined }): Tool[] {
  const tools = [readFileTool(ctx), listFilesTool(ctx)];
  if (ctx.search) tools.push(searchVaultTool(ctx.search, ctx.roots[0]));
  return tools;
}
