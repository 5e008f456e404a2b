/**
 * Projects: notes in the projects folder. A project is active unless its frontmatter status says it is over
 * (done, completed, archived, cancelled) or it sits in an archive folder.
 */
import { basename, join } from 'node:path';
import type { Layout } from '../../vault/config.js';
import { inArchive } from '../../vault/layout.js';
import { walkFiles } from '../../vault/walk.js';
import { fold } from '../../text/words.js';
import { dateField, readNote } from './notes.js';

export const FINISHED_STATUSES = ['done', 'completed', 'complete', 'archived', 'cancelled', 'canceled'];

export interface Project {
  slug: string; // the file name without .md
  title: string;
  path: string;
  status: string | undefined;
  endDate: string | undefined;
  archived: boolean; // inside an archive folder
  active: boolean;
}

export function loadProjects(vault: string, layout: Layout): Project[] {
  const folder = join(vault, layout.projects);
  return walkFiles(folder).map((rel) => {
    const path = join(folder, rel);
    const fm = readNote(path)?.frontmatter ?? {};
    const slug = basename(rel, '.md');
    const status = typeof fm.status === 'string' ? fm.status.trim().toLowerCase() : undefined;
    const archived = inArchive(`${layout.projects}/${rel}`, layout);
    return {
      slug,
      title: typeof fm.title === 'string' && fm.title.trim() ? fm.title.trim() : slug,
      path,
      status,
      endDate: dateField(fm.end_date ?? fm.due ?? fm.deadline),
      archived,
      active: !archived && !(status !== undefined && FINISHED_STATUSES.includes(status)),
    };
  });
}

/** The project a wikilink names, by file name or title, ignoring case and accents. */
export function findProject(projects: readonly Project[], linkName: string): Project | undefined {
  const k = fold(linkName).trim();
  return projects.find((p) => fold(p.slug) === k) ?? projects.find((p) => fold(p.title) === k);
}
