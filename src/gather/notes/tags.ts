/**
 * Tags as Obsidian reads them: the frontmatter's `tags:` (or `tag:`; the key is case-sensitive), written as a list
 * or as a string separated by commas or spaces, with or without '#' — Obsidian 1.9 stopped reading several tags in one
 * string, but vaults written before it are full of it, and the person meant tags; and inline `#tags` in the text — letters, digits, `_`, `-`, `/` for nesting
 * (`#area/health`) and emoji, at least one of them not a digit — never inside code, comments, links, URLs or a
 * heading's own `#`. Obsidian's captures of the Tasks plugin's test notes hold this to its `getAllTags()`. Pure.
 */
import type { NoteLines } from '../references/note-lines.js';
import { fold } from '../../text/words.js';

export interface TagRef {
  /** As written, without '#': "idea", "area/Health". */
  tag: string;
  /** 1-based line; for frontmatter tags, the line of the frontmatter key (or 1). */
  line: number;
  frontmatter: boolean;
}

// '#' not after a letter, digit or one of the characters that make it part of a word, an entity or a path.
const INLINE = /(?<![\p{L}\p{N}\p{M}_#&/\\])#((?:[\p{L}\p{N}\p{M}_\-/]|\p{Extended_Pictographic}|\u200d|\ufe0f)+)/gu;
const LINKS = /!?\[\[[^\]\n]*\]\]|\]\([^)\n]*\)|\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/**
 * A tag longer than this is no tag: text pasted into frontmatter or a line of `#` characters. Every tag becomes a
 * term matched against needs; bounding it keeps one odd note from costing every run (adversarial pass 2, f26).
 */
const MAX_TAG_CHARS = 256;

function blank(text: string, re: RegExp): string {
  return text.replace(re, (m) => ' '.repeat(m.length));
}

/** Inline tags, in order (duplicates kept). */
export function inlineTags(note: NoteLines): TagRef[] {
  const tags: TagRef[] = [];
  note.visible.forEach((line, i) => {
    if (note.hidden[i] || !line.includes('#')) return;
    for (const m of blank(line, LINKS).matchAll(INLINE)) {
      const tag = m[1]!.replace(/\/+$/, '');
      if (tag === '' || tag.length > MAX_TAG_CHARS || /^[\d/]+$/.test(tag)) continue;
      tags.push({ tag, line: i + 1, frontmatter: false });
    }
  });
  return tags;
}

/** The frontmatter's tags, without '#'. */
export function frontmatterTags(data: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const key of Object.keys(data)) {
    if (key !== 'tags' && key !== 'tag') continue;
    const value = data[key];
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,\s]+/) : [];
    for (const item of items) {
      if (typeof item !== 'string' && typeof item !== 'number') continue;
      const tag = String(item).trim().replace(/^#/, '');
      if (tag !== '' && tag.length <= MAX_TAG_CHARS) out.push(tag);
    }
  }
  return out;
}

/** Line (1-based) of the frontmatter's tags key, for pointing at it. */
export function frontmatterTagsLine(note: NoteLines): number {
  for (let i = 1; i < note.fmEnd; i++) if (/^tags?\s*:/i.test(note.raw[i]!)) return i + 1;
  return 1;
}

/** How a wanted tag is written by a person: "#Idea", "idea", "#area/health" → "idea", "area/health". */
export function normaliseTag(text: string): string {
  return fold(text.trim().replace(/^#/, '')).replace(/\/+$/, '');
}

/** A tag matches what is wanted when it is that tag or nested under it ("#area" finds "#area/health"). */
export function tagMatches(tag: string, wanted: string): boolean {
  const t = normaliseTag(tag);
  const w = normaliseTag(wanted);
  return w !== '' && (t === w || t.startsWith(`${w}/`));
}
