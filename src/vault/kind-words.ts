/**
 * The words a vault marks its kinds of notes with (profile.ts): a value of `categories`/`type`/`class`… ("[[People]]",
 * "person"), a tag, a folder's name, a word of a note's name. Data, not rules: a vault style that names a kind with
 * another word is a word added here. All folded (lowercase, no accents), singular and plural both listed.
 */

export type MarkedKind = 'people' | 'projects' | 'meetings';

/** Frontmatter properties and Dataview fields whose value says what a note is. */
export const KIND_KEYS = [
  'categories',
  'category',
  'type',
  'types',
  'kind',
  'class',
  'is',
  'note-type',
  'notetype',
  'note type',
  'filetype',
  'document_type',
  'document-type',
  'doctype',
];

/** Values of those properties. */
export const KIND_VALUES: Record<MarkedKind, readonly string[]> = {
  people: ['person', 'people', 'persons', 'contact', 'contacts', 'colleague', 'colleagues'],
  projects: ['project', 'projects'],
  meetings: ['meeting', 'meetings', 'meeting notes', 'meeting-notes', 'mom', '1:1', '1-1', 'one-on-one', '1on1'],
};

/**
 * Tags. A tag says what a note is about as often as what it is ("#people" on a team roster), so only the singular
 * for people; a nested tag counts by its last part ("type/project").
 */
export const KIND_TAGS: Record<MarkedKind, readonly string[]> = {
  people: ['person', 'contact', 'colleague'],
  projects: ['project'],
  meetings: ['meeting', 'meetings', 'mom', '1on1', '1:1', 'one-on-one'],
};

/** Folder names (without a number prefix: "05 People", "1. Projects", "04_Project"). */
export const KIND_FOLDERS: Record<MarkedKind, readonly string[]> = {
  people: ['people', 'person', 'persons', 'contacts', 'contact'],
  projects: ['projects', 'project'],
  meetings: ['meetings', 'meeting', 'meeting notes', 'mom'],
};

/** Words of a note's own name that make it a meeting note ("MoM 20230301", "2023-09-12 Meeting with Steph"). */
export const MEETING_NAME_WORDS = ['meeting', 'mom', '1on1', '1:1', 'one-on-one', 'standup', 'stand-up'];

/** Project statuses that mean it is over, and those that mean it is going on (anything else is "other"). */
export const DONE_STATUSES = [
  'done',
  'completed',
  'complete',
  'finished',
  'archived',
  'cancelled',
  'canceled',
  'abandoned',
  'dropped',
  'closed',
  'shipped',
];
export const ACTIVE_STATUSES = ['active', 'in progress', 'in-progress', 'ongoing', 'doing', 'current', 'started', 'wip', 'open', 'now'];
/** Properties and fields a project's status is read from, first found wins. */
export const STATUS_KEYS = ['status', 'state', 'project-status', 'project status'];
/** Properties and fields whose date says a project ended; present but empty, the project is still going on. */
export const END_KEYS = ['completed', 'completion', 'done', 'finished', 'project-end', 'end', 'end-date', 'end_date', 'ended'];

/** Note names that are a folder's index, never a person or a project: "README", "_People", "Projects MOC". */
export const INDEX_NAMES = ['readme', 'index', 'moc', 'home', 'overview'];
