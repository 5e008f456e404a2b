/**
 * Markdown checkbox tasks, read as the Tasks plugin reads them (docs: "Tasks Emoji Format", "Dataview Format"):
 *
 *   - [ ] Call the bank ⏫ 🔁 every week 🛫 2026-02-10 ⏳ 2026-02-14 📅 2026-02-16
 *   - [x] Send the report [completion:: 2026-02-15]  [due:: 2026-02-16]
 *
 * Fields are taken from the end of the line, one after another, as the plugin does (a date in the middle of the
 * description is text): priority 🔺⏫🔼🔽⏬, dates ➕ created, 🛫 start, ⏳ scheduled, 📅 due, ✅ done, ❌ cancelled,
 * 🔁 recurrence, 🏁 on completion, 🆔 id, ⛔ depends on, trailing #tags and a ^block-id; each emoji may carry the
 * variation selector U+FE0F. Dataview fields are `[key:: value]` or `(key:: value)`. Both formats are read on every
 * line, whichever the vault's Tasks setting is. The status character: ' ' to do, '/' in progress, 'x'/'X' done,
 * '-' cancelled; any other counts as open, as the plugin treats unknown statuses. Pure.
 */
import type { IsoDate } from '../../time/calendar.js';
import type { NoteLines } from '../references/note-lines.js';

type Priority = 'highest' | 'high' | 'medium' | 'low' | 'lowest';
export type TaskState = 'open' | 'done' | 'cancelled';
const DATE_FIELDS = ['created', 'start', 'scheduled', 'due', 'done', 'cancelled'] as const;
type DateField = (typeof DATE_FIELDS)[number];

export interface VaultTask {
  /** 1-based line in the note. */
  line: number;
  /** The character between the brackets. */
  status: string;
  state: TaskState;
  /** The line from the checkbox on, as written: "[ ] Call the bank 📅 2026-02-16". */
  text: string;
  /** What is left once the fields are taken off (trailing tags kept, as the plugin keeps them). */
  description: string;
  dates: Partial<Record<DateField, IsoDate>>;
  priority?: Priority;
  recurrence?: string;
  /** Every #tag on the line, without '#'. */
  tags: string[];
}

const TASK_LINE = /^([\s>]*)([-*+]|\d+[.)]) +\[(.)\] *(.*)$/u;
const VS = '\uFE0F?';
const DATE = '(\\d{4}-\\d{2}-\\d{2})';

const EMOJI_DATES: [DateField, string][] = [
  ['done', '✅'],
  ['cancelled', '❌'],
  ['due', '(?:📅|📆|🗓)'],
  ['scheduled', '(?:⏳|⌛)'],
  ['start', '🛫'],
  ['created', '➕'],
];
const DATAVIEW_DATES: [DateField, string][] = [
  ['done', 'completion'],
  ['cancelled', 'cancelled'],
  ['due', 'due'],
  ['scheduled', 'scheduled'],
  ['start', 'start'],
  ['created', 'created'],
];
const EMOJI_PRIORITY: Record<string, Priority> = { '🔺': 'highest', '⏫': 'high', '🔼': 'medium', '🔽': 'low', '⏬': 'lowest' };

/** A Dataview inline field at the end: `[key:: value]` or `(key:: value)`, brackets matched, a trailing comma allowed. */
function dataview(key: string, value: string): RegExp {
  return new RegExp(`(?:\\[ *${key}:: *${value} *\\]|\\( *${key}:: *${value} *\\))(?: *,)?$`, 'u');
}

type Extractor = { re: RegExp; take: (m: RegExpMatchArray, task: VaultTask) => void };

/** The value a field regex captured: the first group that took part (a Dataview field has one per bracket kind). */
function value(m: RegExpMatchArray): string {
  return m.slice(1).find((g) => g !== undefined) ?? '';
}

const EXTRACTORS: Extractor[] = [
  {
    re: new RegExp(`(🔺|⏫|🔼|🔽|⏬)${VS}$`, 'u'),
    take: (m, t) => {
      t.priority = EMOJI_PRIORITY[value(m)];
    },
  },
  ...EMOJI_DATES.map(
    ([field, emoji]): Extractor => ({
      re: new RegExp(`${emoji}${VS} *${DATE}$`, 'u'),
      take: (m, t) => {
        t.dates[field] = value(m);
      },
    }),
  ),
  {
    re: new RegExp(`🔁${VS} *([a-zA-Z0-9, !]+)$`, 'u'),
    take: (m, t) => {
      t.recurrence = value(m).trim();
    },
  },
  { re: new RegExp(`🏁${VS} *([a-zA-Z]+)$`, 'u'), take: () => undefined },
  { re: new RegExp(`🆔${VS} *([a-zA-Z0-9-_]+)$`, 'u'), take: () => undefined },
  { re: new RegExp(`⛔${VS} *([a-zA-Z0-9-_]+( *, *[a-zA-Z0-9-_]+ *)*)$`, 'u'), take: () => undefined },
  {
    re: dataview('priority', '(highest|high|medium|low|lowest)'),
    take: (m, t) => {
      t.priority = value(m) as Priority;
    },
  },
  ...DATAVIEW_DATES.map(
    ([field, key]): Extractor => ({
      re: dataview(key, DATE),
      take: (m, t) => {
        t.dates[field] = value(m);
      },
    }),
  ),
  {
    re: dataview('repeat', '([a-zA-Z0-9, !]+)'),
    take: (m, t) => {
      t.recurrence = value(m).trim();
    },
  },
  { re: dataview('onCompletion', '([a-zA-Z]+)'), take: () => undefined },
  { re: dataview('id', '([a-zA-Z0-9-_]+)'), take: () => undefined },
  { re: dataview('dependsOn', '([a-zA-Z0-9-_]+( *, *[a-zA-Z0-9-_]+ *)*)'), take: () => undefined },
];
const TRAILING_TAG = /(^|\s)#[^ !@#$%^&*(),.?":{}|<>]+$/u;
const ANY_TAG = /(?:^|\s)#([^\s!@#$%^&*(),.?":{}|<>]+)/gu;

function stateOf(status: string): TaskState {
  if (status === 'x' || status === 'X') return 'done';
  if (status === '-') return 'cancelled';
  return 'open';
}

/** One task line, or undefined when the line is not a checkbox list item. */
export function parseTaskLine(raw: string, line: number): VaultTask | undefined {
  const m = TASK_LINE.exec(raw);
  if (!m) return undefined;
  const status = m[3]!;
  const body = m[4]!;
  const task: VaultTask = {
    line,
    status,
    state: stateOf(status),
    text: `[${status}] ${body}`.trimEnd(),
    description: '',
    dates: {},
    tags: [],
  };
  let rest = body.replace(/ \^[a-zA-Z0-9-]+$/u, '').trim();
  let trailing = '';
  for (let run = 0; run < 20; run++) {
    let matched = false;
    for (const { re, take } of EXTRACTORS) {
      const found = rest.match(re);
      if (!found) continue;
      take(found, task);
      rest = rest.replace(re, '').trim();
      matched = true;
    }
    const tag = rest.match(TRAILING_TAG);
    if (tag) {
      trailing = trailing ? `${tag[0].trim()} ${trailing}` : tag[0].trim();
      rest = rest.replace(TRAILING_TAG, '').trim();
      matched = true;
    }
    if (!matched) break;
  }
  task.description = [rest, trailing].filter(Boolean).join(' ');
  task.tags = [...body.matchAll(ANY_TAG)].map((t) => t[1]!);
  return task;
}

/** Every task of a note, skipping code, comments and the frontmatter (Obsidian reads no list items there). */
export function parseTasks(note: NoteLines): VaultTask[] {
  const tasks: VaultTask[] = [];
  note.raw.forEach((raw, i) => {
    if (note.hidden[i] || note.comment[i] || !raw.includes('[')) return;
    const task = parseTaskLine(raw, i + 1);
    if (task) tasks.push(task);
  });
  return tasks;
}
