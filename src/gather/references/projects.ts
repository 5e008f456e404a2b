/**
 * Projects: notes in the projects folder. A project is active unless its frontmatter status says it is over
 * (done, completed, archived, cancelled) or it sits in an archive folder.
 */
import { basename, join } from 'node:path';
import type { KnownStat, NoteCache } from '../../cache/note-cache.js';
import type { Layout } from '../../vault/config.js';
import { inArchive } from '../../vault/layout.js';
import { notePath, walkFiles } from '../../vault/walk.js';
import { fold } from '../../text/words.js';
import { dateField, readNote } from './notes.js';
import type { VaultProfile } from '../../vault/profile.js';

const FINISHED_STATUSES = ['done', 'completed', 'complete', 'archived', 'cancelled', 'canceled'];

export interface Project {
  slug: string; // the file name without .md
  title: string;
  path: string;
  status: string | undefined;
  endDate: string | undefined;
  archived: boolean; // inside an archive folder
  active: boolean;
}

/** What a project note's frontmatter says (all undefined for a note without one or that cannot be read). */
export interface ProjectFields {
  title: string | undefined;
  status: string | undefined;
  endDate: string | undefined;
}

function fieldsOf(path: string): ProjectFields {
  const fm = readNote(path)?.frontmatter ?? {};
  return {
    title: typeof fm.title === 'string' && fm.title.trim() ? fm.title.trim() : undefined,
    status: typeof fm.status === 'string' ? fm.status.trim().toLowerCase() : undefined,
    endDate: dateField(fm.end_date ?? fm.due ?? fm.deadline),
  };
}

/** Each project note's fields (rels: vault-relative), through the note cache when there is one. */
export function projectFields(vault: string, rels: readonly string[], cache?: NoteCache, known?: KnownStat): ProjectFields[] {
  const pathOf = notePath(vault);
  const fields = rels.map((rel) => {
    const path = pathOf(rel);
    return (cache ? cache.get('project', path, fieldsOf, known?.(path)) : undefined) ?? fieldsOf(path);
  });
  cache?.save();
  return fields;
}

/**
 * The vault profile's projects (src/vault/profile.ts), each with the title and end date of the same place in `fields`
 * (projectFields): active as the profile's status rule says (a project of unknown status is not active).
 */
export function projectsFrom(vault: string, projects: VaultProfile['projects'], fields: readonly ProjectFields[]): Project[] {
  const pathOf = notePath(vault);
  return projects.notes.map((rel, k) => {
    const path = pathOf(rel);
    const { title, endDate } = fields[k]!;
    const slug = basename(rel, '.md');
    const status = projects.status[rel] ?? 'unknown';
    const archived = rel
      .split('/')
      .slice(0, -1)
      .some((p) => /^archived?s?$/.test(p.toLowerCase().replace(/^[\d\s_.-]+/, '')));
    // "Active" is every project not over: active, or in a status of its own ("planning", "on-hold"); a project whose
    // status is unknown (others have one, it has none) is not.
    const active = status === 'active' || status === 'other';
    return {
      slug,
      title: title ?? slug,
      path,
      status: projects.statusText[rel] ?? (status === 'unknown' ? undefined : status),
      endDate,
      archived,
      active,
    };
  });
}

/** Every project note of the projects folder; `cache` keeps each note's fields between runs (src/cache/note-cache.ts). */
export function loadProjects(vault: string, layout: Layout, cache?: NoteCache): Project[] {
  const folder = join(vault, layout.projects);
  const projects = walkFiles(folder).map((rel) => {
    const path = join(folder, rel);
    const { title, status, endDate } = (cache ? cache.get('project', path, fieldsOf) : undefined) ?? fieldsOf(path);
    const slug = basename(rel, '.md');
    const archived = inArchive(`${layout.projects}/${rel}`, layout);
    return {
      slug,
      title: title ?? slug,
      path,
      status,
      endDate,
      archived,
      active: !archived && !(status !== undefined && FINISHED_STATUSES.includes(status)),
    };
  });
  cache?.save();
  return projects;
}

/** The project a wikilink names, by file name or title, ignoring case and accents. */
export function findProject(projects: readonly Project[], linkName: string): Project | undefined {
  const k = fold(linkName).trim();
  return projects.find((p) => fold(p.slug) === k) ?? projects.find((p) => fold(p.title) === k);
}
