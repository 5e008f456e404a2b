/**
 * What the read-only tools share: the readable roots (the vault first, then the session directory) and how
 * results name files, so that every path a tool shows can be handed back to read_file as it is.
 */
import type { ConfinedPath, Root } from '../../vault/confine.js';

export interface ReadToolsContext {
  /** The first root is where relative paths resolve (the vault); the others are reached by absolute path. */
  roots: readonly Root[];
  /** Largest slice of a file read_file returns (default 100 KB). */
  maxReadBytes?: number | undefined;
  /** Most paths list_files returns (default 200). */
  maxListResults?: number | undefined;
}

export const DEFAULT_MAX_READ_BYTES = 100_000;
export const DEFAULT_MAX_LIST_RESULTS = 200;

/** "vault:02_Areas/People/Sarah Chen.md", the `source` of an untrusted wrapper. */
export function sourceLabel(p: Pick<ConfinedPath, 'root' | 'relative'>): string {
  return `${p.root.label}:${p.relative || '.'}`;
}

/** How a result names a file: relative inside the first root, absolute elsewhere (both accepted by read_file). */
export function displayPath(ctx: ReadToolsContext, p: Pick<ConfinedPath, 'root' | 'relative' | 'absolute'>): string {
  return p.root === ctx.roots[0] ? p.relative : p.absolute;
}
