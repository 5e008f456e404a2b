/** The public vaults kept in fixtures/public-vaults/ (sources and licences in its README). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './tmp.js';

const PUBLIC_VAULTS = join(REPO, 'fixtures', 'public-vaults');
/** The Tasks plugin's demo vault (obsidian-tasks-group/obsidian-tasks, MIT): its notes, at the commit below. */
export const TASKS_DEMO = join(PUBLIC_VAULTS, 'tasks-demo');
/** Steph Ango's vault template (kepano/kepano-obsidian, MIT): the notes the tests need. */
export const KEPANO = join(PUBLIC_VAULTS, 'kepano');

/** Every file of the Tasks demo vault (attachments included, `.obsidian` left out), as Obsidian would list them. */
export function tasksDemoFiles(): string[] {
  return readFileSync(`${TASKS_DEMO}.files.txt`, 'utf8').split('\n').filter(Boolean);
}

export function publicJson<T>(name: string): T {
  return JSON.parse(readFileSync(join(PUBLIC_VAULTS, name), 'utf8')) as T;
}

/** One note of the Tasks plugin's test data, with what Obsidian's metadata cache recorded for it. */
export interface CapturedNote {
  source: string;
  filePath: string;
  fileContents: string;
  links: { original: string; link: string; line: number }[];
  embeds: { original: string; link: string; line: number }[];
  frontmatterLinks: { key: string; original: string; link: string }[];
  tags: { tag: string; line: number }[];
  getAllTags: string[];
  parseFrontMatterTags: string[] | null;
  tasks: { line: number; status: string }[];
  resolveLinkToPath: Record<string, string | null>;
}
