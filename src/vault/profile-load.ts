/**
 * The vault profile of a vault on disk (profile.ts decides; this reads): every note's marks, through the note cache
 * when one is given (a note is read again only when its size or mtime changed), and the vault's `.base` files. One
 * profile per vault and layout per process: the people, projects and meetings tasks of a run share it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NoteCache } from '../cache/note-cache.js';
import type { Layout } from './layout-resolve.js';
import { noteMarks, type NoteMarks } from './note-marks.js';
import { discoverProfile, type ProfileInput, type VaultProfile } from './profile.js';
import { walkFiles } from './walk.js';

/** The note cache's kind for marks; its name carries the shape of the value. */
const MARKS_KIND = 'marks:props+tags+fields';
/** Notes larger than this are exports or logs: their marks are not read. */
const MAX_NOTE_BYTES = 4 * 1024 * 1024;

function readMarks(path: string): NoteMarks | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    return text.length > MAX_NOTE_BYTES ? { props: {}, tags: [], fields: {} } : noteMarks(text);
  } catch {
    return undefined;
  }
}

const made = new Map<string, { layout: Layout; profile: VaultProfile }>();

export interface ProfileSources {
  /** Every file of the vault (vault-relative), when the caller has walked it already. */
  files?: readonly string[];
  cache?: NoteCache | undefined;
}

/** The profile of the vault, made once per process for a vault and layout. */
export function loadProfile(vault: string, layout: Layout, sources: ProfileSources = {}): VaultProfile {
  const kept = made.get(vault);
  if (kept && kept.layout === layout) return kept.profile;
  const files = sources.files ?? walkFiles(vault, { extension: '' });
  const notes: ProfileInput['notes'][number][] = [];
  for (const rel of files) {
    if (!rel.toLowerCase().endsWith('.md')) continue;
    const path = join(vault, rel);
    const marks = sources.cache ? sources.cache.get(MARKS_KIND, path, readMarks) : readMarks(path);
    if (marks) notes.push({ rel, marks });
  }
  sources.cache?.save();
  const bases = files.filter((f) => f.toLowerCase().endsWith('.base')).flatMap((rel) => {
    try {
      return [{ rel, text: readFileSync(join(vault, rel), 'utf8') }];
    } catch {
      return [];
    }
  });
  const configured: ProfileInput['configured'] = {};
  for (const kind of ['people', 'projects', 'meetings'] as const) {
    if (layout.configured?.[kind]) configured[kind] = { folder: layout[kind], origin: layout.origins[kind as 'people'] ?? 'config' };
  }
  const profile = discoverProfile({ notes, bases, templates: layout.templates ? [layout.templates] : [], configured, archive: layout.archive });
  made.set(vault, { layout, profile });
  return profile;
}
