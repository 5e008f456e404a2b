/**
 * Obsidian Bases (`.base` files, YAML): the filters a base selects notes by, read as markers for the vault profile.
 * A base is how a vault says "these are my people": `categories.contains(link("People"))`, `file.hasTag("project")`,
 * `file.inFolder("Meetings")`, `type == "meeting"` (note properties may be written `note.type`). Negated filters
 * (`!file.name.contains("Template")`) are not markers. Read with a pattern over the filter expressions, so a base
 * with formulas or views this code does not know still gives its filters. Pure.
 */
import { markValue } from './note-marks.js';
import { fold } from '../text/words.js';

export interface BaseMarker {
  /** The .base file, vault-relative. */
  file: string;
  /** A property name (folded), or 'tag' / 'folder'. */
  on: string;
  /** Folded value (a folder keeps its case). */
  value: string;
}

const EXPRESSIONS: { re: RegExp; marker: (m: RegExpExecArray) => { on: string; value: string } }[] = [
  {
    re: /(?<![!\w.])(?:note\.)?([\w-]+)\.contains\(\s*link\(\s*["']([^"']+)["']\s*\)\s*\)/g,
    marker: (m) => ({ on: fold(m[1]!), value: markValue(m[2]!) }),
  },
  {
    re: /(?<![!\w.])(?:note\.)?([\w-]+)\.contains\(\s*["']([^"']+)["']\s*\)/g,
    marker: (m) => ({ on: fold(m[1]!), value: markValue(m[2]!) }),
  },
  { re: /(?<![!\w.])file\.hasTag\(\s*["']#?([^"']+)["']\s*\)/g, marker: (m) => ({ on: 'tag', value: fold(m[1]!) }) },
  { re: /(?<![!\w.])file\.inFolder\(\s*["']([^"']+)["']\s*\)/g, marker: (m) => ({ on: 'folder', value: m[1]!.replace(/^\/+|\/+$/g, '') }) },
  { re: /(?<![!\w.])(?:note\.)?([\w-]+)\s*==\s*["']([^"']+)["']/g, marker: (m) => ({ on: fold(m[1]!), value: markValue(m[2]!) }) },
];

/** The markers of a base's `filters:` (everything before `views:`; the views' own filters count too). */
export function baseMarkers(file: string, text: string): BaseMarker[] {
  const out: BaseMarker[] = [];
  for (const line of text.split('\n')) {
    if (!/contains|hasTag|inFolder|==/.test(line)) continue;
    for (const { re, marker } of EXPRESSIONS) {
      for (const m of line.matchAll(re)) {
        const found = marker(m);
        if (found.on.startsWith('file') || found.value === '') continue;
        if (!out.some((o) => o.on === found.on && o.value === found.value)) out.push({ file, ...found });
      }
    }
  }
  return out;
}
