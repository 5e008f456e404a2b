/**
 * What the read-only tools share: the readable roots (the vault first, then the session directory) and how
 * results name files, so that every path a tool shows can be handed back to read_file as it is.
 */
import { PathRefused, type ConfinedPath, type Root } from '../../vault/confine.js';
import { IGNORED_DIRS } from '../../vault/walk.js';

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

/**
 * Folders the tools never read or list, whatever their case: app settings and plugin data (which can hold tokens),
 * version control, our own state. list_files already skipped them while walking; this closes naming them directly.
 */
export function refuseToolFolders(input: string, file: Pick<ConfinedPath, 'relative'>): void {
  const part = file.relative.split('/').find((p) => IGNORED_DIRS.has(p.normalize('NFC').toLowerCase()));
  if (part !== undefined) throw new PathRefused(`path ${JSON.stringify(input)} refused: ${part}/ holds app or tool state, not notes`);
}
