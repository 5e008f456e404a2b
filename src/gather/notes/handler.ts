/**
 * The built-in `notes` handler (resolve-notes): vault notes by tag, folder, mention and modification date, returned
 * as full paths with the line that earned each one. Nothing is copied.
 *
 *   params.kind      tagged | folder | mentions | modified — what the need is mainly about (the matching capture
 *                    must hold something, or the task fails saying what was missing)
 *   params.tag       captured tags          params.folder   captured folders      params.name   captured names
 *
 * The need's range filters by modification date for `modified`, and for the others only when the need said a time
 * (its basis is not the bare target): "notes mentioning Tom" is every such note, "recent notes mentioning Tom" those
 * modified in the window the need reader gave "recent".
 */
import { readNoteText } from '../../vault/note-size.js';
import { RunFailure } from '../../errors.js';
import type { HandlerResult, Ref, TaskInput } from '../types.js';
import { param, paramList } from '../task-params.js';
import { VaultView, type VaultViews } from '../vault-view.js';
import { modifiedOn, resolveFolder, selectNotes, type ChosenNote, type NoteQuery } from './select.js';
import { basesWords, notesQueryOfTask, queryChoosesNotes } from '../../plan/notes-query.js';
import { queryNotes } from './query.js';

/** At most this many notes are listed; the rest are counted. */
const MAX_NOTES = 100;
const KINDS = ['tagged', 'folder', 'mentions', 'modified', 'query'] as const;

function list(input: TaskInput, name: string): string[] {
  return paramList(input, name)
    .map((x) => x.trim())
    .filter(Boolean);
}

export function notesHandler(views: VaultViews) {
  return async (input: TaskInput): Promise<HandlerResult> => {
    const kind = param(input, 'kind') as (typeof KINDS)[number] | undefined;
    if (!kind || !KINDS.includes(kind)) throw new Error(`resolve-notes has no kind "${kind ?? '(none)'}"`);
    const view = views(input.vault);
    if (kind === 'query') return runQuery(input, view);
    const tags = list(input, 'tag');
    const names = list(input, 'name');
    const folderNames = list(input, 'folder');
    if (kind === 'tagged' && tags.length === 0) throw new RunFailure('no tag to look for: the need names none (write it as #tag)');
    if (kind === 'folder' && folderNames.length === 0) throw new RunFailure('no folder to look in: the need names none');
    if (kind === 'mentions' && names.length === 0)
      throw new RunFailure('nobody and nothing to look for: the need names no person, project or topic');
    const warnings: string[] = [];
    const folders: string[] = [];
    for (const f of folderNames) {
      const found = resolveFolder(f, view.files());
      if (found.length === 0) warnings.push(`no folder named "${f}" in the vault`);
      folders.push(...found);
    }
    if (folderNames.length > 0 && folders.length === 0)
      throw new RunFailure(`no folder named ${folderNames.map((f) => `"${f}"`).join(' or ')} in the vault`);
    const range = input.task.range;
    const timed = kind === 'modified' || (input.task.basis !== undefined && input.task.basis !== 'target');
    const q: NoteQuery = { tags, folders, names, modified: timed ? range : undefined };
    const scan = await view.facts(input.signal);
    const resolver = view.resolver(names.length ? VaultView.aliases(scan) : undefined);
    const text = (rel: string) => {
      try {
        return readNoteText(`${input.vault}/${rel}`); // a note over the bound is not searched for a mention
      } catch {
        return undefined;
      }
    };
    const chosen = selectNotes(scan.notes, q, resolver, text);
    // Newest first when time or mentions matter; in path order for a tag or a folder.
    if (kind === 'modified' || kind === 'mentions') chosen.sort((a, b) => b.mtimeMs - a.mtimeMs || a.rel.localeCompare(b.rel));
    else chosen.sort((a, b) => a.rel.localeCompare(b.rel));
    if (chosen.length > MAX_NOTES) warnings.push(`${chosen.length - MAX_NOTES} more notes match and are not listed`);
    if (scan.unreadable.length)
      warnings.push(
        `${scan.unreadable.length} note${scan.unreadable.length === 1 ? '' : 's'} could not be read (e.g. ${scan.unreadable[0]})`,
      );
    const byRel = new Map(scan.notes.map((n) => [n.rel, n]));
    const refs: Ref[] = chosen.slice(0, MAX_NOTES).map((c) => {
      const note = byRel.get(c.rel)!;
      const at = c.line !== undefined ? `line ${c.line}: ` : '';
      const when = kind === 'modified' || kind === 'mentions' ? (c.why.includes('modified') ? '' : `, modified ${modifiedOn(note)}`) : '';
      return { label: c.rel.replace(/\.md$/i, ''), path: `${input.vault}/${c.rel}`, exists: true, detail: `(${at}${c.why}${when})` };
    });
    const what = [
      tags.length ? tags.map((t) => `#${t.replace(/^#/, '')}`).join(' or ') : '',
      folders.length ? `in ${folders.join(', ')}` : '',
      names.length ? `mentioning ${names.join(' or ')}` : '',
      q.modified ? `modified ${q.modified.start === q.modified.end ? q.modified.start : `${q.modified.start} to ${q.modified.end}`}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return {
      summary: `${chosen.length} note${chosen.length === 1 ? '' : 's'}${what ? ` ${what}` : ''}`,
      refs,
      ...(warnings.length ? { warnings } : {}),
      data: { notes: refs.map((r) => ({ label: r.label, path: r.path })) },
    };
  };
}

/** The general notes query (resolve-notes#query): the notes its filters choose, in path order. */
async function runQuery(input: TaskInput, view: VaultView): Promise<HandlerResult> {
  const params = Object.fromEntries(
    ['folder', 'tag', 'category', 'type', 'title', 'has', 'equals', 'contains', 'date'].map((p) => [p, list(input, p)]),
  );
  const q = notesQueryOfTask({ params, range: input.task.range, basis: input.task.basis });
  if (!queryChoosesNotes(q) && !q.range)
    throw new RunFailure('no notes named: the need names no folder, tag, category, type, note, property or time');
  const warnings: string[] = [];
  if (q.folders.length) {
    const found = q.folders.flatMap((f) => resolveFolder(f, view.files()));
    if (found.length === 0) throw new RunFailure(`no folder named ${q.folders.map((f) => `"${f}"`).join(' or ')} in the vault`);
    q.folders = found;
  }
  const scan = await view.facts(input.signal);
  const resolver = view.resolver(q.titles.length ? VaultView.aliases(scan) : undefined);
  // Templates are never notes of a kind: a template's `categories: [[Quotes]]` is a placeholder.
  const templates = input.config.layout.templates?.toLowerCase();
  const notes = templates ? scan.notes.filter((n) => !n.rel.toLowerCase().startsWith(`${templates}/`)) : scan.notes;
  const chosen: ChosenNote[] = queryNotes(notes, q, resolver).sort((a, b) => a.rel.localeCompare(b.rel));
  if (chosen.length > MAX_NOTES) warnings.push(`${chosen.length - MAX_NOTES} more notes match and are not listed`);
  const refs: Ref[] = chosen.slice(0, MAX_NOTES).map((c) => ({
    label: c.rel.replace(/\.md$/i, ''),
    path: `${input.vault}/${c.rel}`,
    exists: true,
    detail: `(${c.line !== undefined ? `line ${c.line}: ` : ''}${c.why})`,
  }));
  return {
    summary: `${chosen.length} note${chosen.length === 1 ? '' : 's'} where ${basesWords(q)}`,
    refs,
    ...(warnings.length ? { warnings } : {}),
    data: { notes: refs.map((r) => ({ label: r.label, path: r.path })) },
  };
}
