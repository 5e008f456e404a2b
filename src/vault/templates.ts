/**
 * New periodic notes from the vault's templates, with the variables of Obsidian's core templates filled in:
 * `{{date}}`, `{{time}}`, `{{title}}`, `{{date:FORMAT}}` and `{{time:FORMAT}}` (with an optional offset such as
 * `{{date+1d:FORMAT}}`), `{{yesterday}}`, `{{tomorrow}}`, and in weekly notes `{{monday:FORMAT}}` … `{{sunday:…}}`.
 * The rules follow obsidian-daily-notes-interface, the open code Periodic Notes and Calendar create notes with:
 * `{{date}}` is the note's name as its format writes it, `{{time}}` is now as HH:mm. `{{title}}` is the note's file
 * name, as Obsidian's core templates have it. Templater's `<% … %>` is left as it is: only Templater can run it.
 */
import { readFileSync } from 'node:fs';
import { basename, posix } from 'node:path';
import { confineRead, PathRefused } from './confine.js';
import type { IsoDate } from '../time/calendar.js';
import { addToDay, formatDay, formatShifted, weekdayOf, firstDayOfWeek } from './date-format.js';
import type { DateLocale, PeriodicSpec } from './periodic-spec.js';

export interface TemplateContext {
  /** The day the note is for (the first day of its period, or any day in it). */
  date: IsoDate;
  /** The moment format of the note's name ({{date}}, {{yesterday}} and {{tomorrow}} are written with it). */
  format: string;
  /** The note's vault-relative path. */
  path: string;
  now: Date;
  locale: DateLocale;
}

export interface Rendered {
  text: string;
  /** True when the template holds Templater commands (`<% … %>`), left untouched. */
  templater: boolean;
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function renderTemplate(template: string, ctx: TemplateContext): Rendered {
  const { locale, weekStart } = ctx.locale;
  const day = (d: IsoDate, format: string) => formatDay(d, format, locale, undefined, weekStart);
  const time = { hour: ctx.now.getHours(), minute: ctx.now.getMinutes(), second: ctx.now.getSeconds() };
  const name = day(ctx.date, ctx.format);
  const text = template
    .replace(/{{\s*date\s*}}/gi, name)
    .replace(/{{\s*time\s*}}/gi, formatShifted(ctx.date, time, undefined, 'HH:mm', locale, weekStart))
    .replace(/{{\s*title\s*}}/gi, basename(ctx.path, '.md'))
    .replace(
      /{{\s*(date|time)\s*(([+-]\d+)([yqmwdhs]))?\s*(:.+?)?}}/gi,
      (_m, _kind: string, calc: string | undefined, amount: string | undefined, unit: string | undefined, format: string | undefined) => {
        const shift = calc ? { amount: Number.parseInt(amount!, 10), unit: unit! } : undefined;
        return formatShifted(ctx.date, time, shift, format ? format.slice(1).trim() : ctx.format, locale, weekStart);
      },
    )
    .replace(/{{\s*yesterday\s*}}/gi, day(addToDay(ctx.date, -1, 'd'), ctx.format))
    .replace(/{{\s*tomorrow\s*}}/gi, day(addToDay(ctx.date, 1, 'd'), ctx.format))
    .replace(/{{\s*(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\s*:(.*?)}}/gi, (_m, name: string, format: string) => {
      // Days counted from the locale's first day of the week, as moment's weekday() counts them.
      const offset = (WEEKDAY_NAMES.indexOf(name.toLowerCase()) - (weekStart ?? firstDayOfWeek(locale)) + 7) % 7;
      return day(weekdayOf(ctx.date, offset, locale, weekStart), format.trim());
    });
  return { text, templater: /<%[\s\S]*?%>/.test(template) };
}

export type LoadedTemplate = { path: string; text: string } | { path: string; problem: string };

/**
 * Reads the template a period names. Obsidian finds a template by its link path, so `Templates/Daily` finds
 * `Templates/Daily.md`, and a bare name is looked for in the templates folder.
 */
export function loadTemplate(vault: string, spec: PeriodicSpec, templatesFolder: string | undefined): LoadedTemplate | undefined {
  const wanted = spec.template?.trim();
  if (!wanted) return undefined;
  const normal = posix.normalize(wanted.replace(/\\/g, '/')).replace(/^\/+/, '');
  if (normal.startsWith('..')) return { path: wanted, problem: 'is outside the vault' };
  const candidates = [normal, `${normal}.md`];
  if (templatesFolder && !normal.includes('/')) candidates.push(`${templatesFolder}/${normal}`, `${templatesFolder}/${normal}.md`);
  let problem = 'not found';
  for (const rel of candidates) {
    try {
      // The same confinement as read_file: a template symlinked out of the vault is never copied into a note.
      const confined = confineRead(rel, [{ label: 'vault', path: vault }]);
      if (!confined.exists) continue;
      return { path: rel, text: readFileSync(confined.absolute, 'utf8') };
    } catch (err) {
      if (err instanceof PathRefused) return { path: rel, problem: `${err.message.replace(/^path ".*?" refused: /, '')}; not used` };
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') {
        problem = `cannot be read (${code ?? String(err)})`;
        return { path: rel, problem };
      }
    }
  }
  return { path: wanted, problem };
}

export interface TemplaterField {
  key: string;
  /** The Templater command as the template wrote it, on one line. */
  expression: string;
}

/**
 * Frontmatter values that hold Templater commands (`<% … %>`), emptied: only Templater in Obsidian can run them,
 * and copied as they are they would be a property whose value is code (`created: <% tp.file.creation_date() %>`).
 * The key stays, so the note keeps the template's properties; what was emptied is returned to be said. A value on
 * several lines (a block or a list) is emptied whole when any of its lines holds a command. Pure.
 */
export function emptyTemplaterFields(text: string): { text: string; fields: TemplaterField[] } {
  const lines = text.split('\n');
  if (lines[0]?.replace(/\r$/, '').trimEnd() !== '---') return { text, fields: [] };
  const close = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l.replace(/\r$/, '')));
  if (close === -1) return { text, fields: [] };
  const fields: TemplaterField[] = [];
  const out: string[] = [lines[0]!];
  for (let i = 1; i < close; ) {
    const line = lines[i]!;
    const key = /^([^\s:#][^:]*?)[ \t]*:(?:[ \t]|\r?$)/.exec(line)?.[1];
    let end = i + 1;
    while (key !== undefined && end < close && /^([ \t]|-([ \t]|\r?$)|\r?$)/.test(lines[end]!)) end++;
    const value = lines.slice(i, end).join('\n');
    const command = key === undefined ? undefined : /<%[\s\S]*?(%>|$)/.exec(value.slice(value.indexOf(':') + 1))?.[0];
    if (key !== undefined && command !== undefined) {
      fields.push({ key, expression: command.replace(/\s+/g, ' ').trim() });
      out.push(`${key}:${line.endsWith('\r') ? '\r' : ''}`);
    } else out.push(...lines.slice(i, end));
    i = end;
  }
  return { text: [...out, ...lines.slice(close)].join('\n'), fields };
}
