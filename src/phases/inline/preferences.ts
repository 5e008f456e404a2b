/**
 * What the directives say about how to talk to the user: a preferred name and a style. Read from the directive
 * notes the run resolved: frontmatter `preferred_name` / `name` / `style`, or a line such as "Call me Alex".
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
    prefs.name ??= name?.trim() ?? /\bcall me \**([A-Z][\p{L}'-]+)/u.exec(note.body)?.[1];
    const style = [fm.style, fm.tone].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    prefs.style ??= style?.trim() ?? /^\s*[-*]?\s*(?:style|tone)\s*:\s*(.+)$/im.exec(note.body)?.[1]?.trim();
  }
  return prefs;
}
