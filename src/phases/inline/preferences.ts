/**
 * What the directives say about how to talk to the user: a preferred name and a style. Read from the directive
 * notes the run resolved: frontmatter `preferred_name` (or `call_me`) and `style` (or `tone`), else a line such as
 * "Call me Alex" or "Style: …" in the body.
 */
import { readNote } from '../../gather/references/notes.js';

export interface Preferences {
  name?: string;
  style?: string;
}

export function preferencesFrom(directivePaths: readonly string[]): Preferences {
  const prefs: Preferences = {};
  for (const path of directivePaths) {
    const note = readNote(path);
    if (!note) continue;
    const fm = note.frontmatter;
    const name = [fm.preferred_name, fm.preferredName, fm.call_me].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    prefs.name ??= name?.trim() ?? /\b[Cc]all me \*{0,2}(\p{Lu}[\p{L}'-]+)/u.exec(note.body)?.[1];
    const style = [fm.style, fm.tone].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    prefs.style ??= style?.trim() ?? /^\s*[-*]?\s*(?:style|tone)\s*:\s*(.+)$/im.exec(note.body)?.[1]?.trim();
  }
  return prefs;
}
