/**
 * `skill mcp`: serves the ritual pipeline to an MCP client over stdio until the client closes it. The server and the
 * MCP SDK are imported here, inside the command, so no other command pays for loading them.
 */
import type { Io } from '../../io/io.js';
import type { McpOptions } from '../mcp/server.js';

export async function handleMcp(io: Io, opts: McpOptions, version: string): Promise<number> {
  const { serveMcp } = await import('../mcp/server.js');
  return serveMcp(io, opts, version);
}
