/**
 * Links a write adds that lead nowhere: each new [[link]] (or markdown link to a note) in a staged note is resolved
 * as Obsidian resolves it (src/gather/references/link-resolver.ts) against the vault's files plus the notes the same
 * run creates; one that resolves to nothing is flagged in the diff, so a person sees "[[Sarah Chn]]" before saying
 * yes. Links the note already had are not flagged again. Pure but for `vaultLinkResolver`, which walks the vault.
 */
import { parseLinks, type NoteLink } from '../../gather/references/links.js';
import { LinkResolver } from '../../gather/references/link-resolver.js';
import { walkFiles } from '../../vault/walk.js';
import type { StagedChange } from './stage.js';

export interface LinkFlag {
  /** 1-based line in the staged note. */
  line: number;
  /** The link as written. */
  original: string;
}

const key = (l: NoteLink) => `${l.original}`;

/** The links `after` adds to `before` that resolve to no file. */
export function unresolvedNewLinks(change: Pick<StagedChange, 'relative' | 'before' | 'after'>, resolver: LinkResolver): LinkFlag[] {
  const had = new Map<string, number>();
  for (const l of parseLinks(change.before ?? '')) had.set(key(l), (had.get(key(l)) ?? 0) + 1);
  const flags: LinkFlag[] = [];
  for (const l of parseLinks(change.after)) {
    const left = had.get(key(l)) ?? 0;
    if (left > 0) {
      had.set(key(l), left - 1);
      continue;
    }
    const to = resolver.resolve(l.target, change.relative);
    if (!to || to.via === 'alias') flags.push({ line: l.line, original: l.original });
  }
  return flags;
}

/** A resolver over the vault's files and the notes the staged changes create. */
export function vaultLinkResolver(vault: string, changes: readonly Pick<StagedChange, 'relative'>[]): LinkResolver {
  const files = new Set(walkFiles(vault, { extension: '' }));
  for (const c of changes) files.add(c.relative);
  return new LinkResolver([...files]);
}
