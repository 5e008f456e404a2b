/**
 * Periodic notes found from the files themselves, for a vault whose settings do not say where they go
 * (`Diary/Diary-20230312.md`, made by a QuickAdd command; `Journal/2024/2024-01-05.md`): each note name that is
 * a date of a period, with at most a word before it, is grouped by folder and pattern; the largest group of a period
 * is its pattern, given as a moment format as Obsidian's settings would write it. Two notes make a pattern, or one in
 * a folder named for the period ("Daily", "Journal"). Pure: vault-relative paths go in.
 */
import { fold } from '../text/words.js';
import type { PeriodKind } from './periodic-spec.js';
import { bareName } from './folder-names.js';
import { tokenize } from './date-format.js';

export interface DiscoveredPeriod {
  folder: string;
  /** A moment format, relative to the folder (it may hold subfolders: "YYYY/YYYY-MM-DD"). */
  format: string;
  notes: number;
  /** One of the notes, for the evidence. */
  example: string;
}

interface Shape {
  period: PeriodKind;
  re: RegExp;
  format: string;
  valid: (m: RegExpExecArray) => boolean;
}

const month = (s: string) => Number(s) >= 1 && Number(s) <= 12;
const day = (s: string) => Number(s) >= 1 && Number(s) <= 31;
const PREFIX = '([\\p{L}][\\p{L} _.-]{0,20}?[ _.-]?)?';
const SHAPES: Shape[] = [
  {
    period: 'daily',
    re: new RegExp(`^${PREFIX}(\\d{4})-(\\d{2})-(\\d{2})$`, 'u'),
    format: 'YYYY-MM-DD',
    valid: (m) => month(m[3]!) && day(m[4]!),
  },
  {
    period: 'daily',
    re: new RegExp(`^${PREFIX}(\\d{4})(\\d{2})(\\d{2})$`, 'u'),
    format: 'YYYYMMDD',
    valid: (m) => Number(m[2]) > 1900 && month(m[3]!) && day(m[4]!),
  },
  {
    period: 'daily',
    re: new RegExp(`^${PREFIX}(\\d{4})_(\\d{2})_(\\d{2})$`, 'u'),
    format: 'YYYY_MM_DD',
    valid: (m) => month(m[3]!) && day(m[4]!),
  },
  {
    period: 'daily',
    re: new RegExp(`^${PREFIX}(\\d{4})\\.(\\d{2})\\.(\\d{2})$`, 'u'),
    format: 'YYYY.MM.DD',
    valid: (m) => month(m[3]!) && day(m[4]!),
  },
  {
    period: 'weekly',
    re: new RegExp(`^${PREFIX}(\\d{4})-W(\\d{2})$`, 'u'),
    format: 'gggg-[W]ww',
    valid: (m) => Number(m[3]) >= 1 && Number(m[3]) <= 53,
  },
  { period: 'monthly', re: new RegExp(`^${PREFIX}(\\d{4})-(\\d{2})$`, 'u'), format: 'YYYY-MM', valid: (m) => month(m[3]!) },
  { period: 'quarterly', re: new RegExp(`^${PREFIX}(\\d{4})-Q([1-4])$`, 'u'), format: 'YYYY-[Q]Q', valid: () => true },
  {
    period: 'yearly',
    re: new RegExp(`^${PREFIX}(\\d{4})$`, 'u'),
    format: 'YYYY',
    valid: (m) => Number(m[2]) > 1900 && Number(m[2]) < 2200,
  },
];

const TOKEN_PATTERNS: [RegExp, string][] = [
  [/^(YYYY|GGGG|gggg)$/, '\\d{4}'],
  [/^(YY|GG|gg)$/, '\\d{2}'],
  [/^(MM|DD|WW|ww|HH|hh|mm|ss)$/, '\\d{2}'],
  [/^(M|D|W|w|Q|H|h|m|s|E|e|d)$/, '\\d{1,2}'],
  [/^(DDDD|DDD)$/, '\\d{1,3}'],
  [/^(Do|Wo|wo|Qo|Mo)$/, '\\d{1,2}\\p{L}{2}'],
  [/^(MMMM|MMM|dddd|ddd|dd)$/, '[\\p{L}.]+'],
];

/** A regular expression for the note names (folder-relative, without .md) a moment format writes. */
export function formatRegex(format: string): RegExp {
  const parts = tokenize(format).map((t) => {
    if (t.literal) return t.text.replace(/^\[|\]$/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return TOKEN_PATTERNS.find(([re]) => re.test(t.text))?.[1] ?? '.+?';
  });
  return new RegExp(`^${parts.join('')}$`, 'u');
}

/** Folder names that say what period their notes are. */
const PERIOD_FOLDERS: Record<PeriodKind, readonly string[]> = {
  daily: ['daily', 'dailies', 'daily notes', 'diary', 'journal', 'journals', 'days', 'logbook', 'log'],
  weekly: ['weekly', 'weeklies', 'weekly notes', 'weeks'],
  monthly: ['monthly', 'monthly notes', 'months'],
  quarterly: ['quarterly', 'quarterly notes', 'quarters'],
  yearly: ['yearly', 'yearly notes', 'years', 'annual'],
};

/** A literal as a moment format writes it: "Diary-" → "[Diary-]". */
const literal = (text: string) => (text === '' ? '' : `[${text.replace(/[[\]]/g, '')}]`);

/**
 * Folders under the pattern's folder that are part of the date ("2024/", "2024/01/", "2024-01/"): moved into the
 * format, so one pattern covers every year.
 */
function splitFolder(dir: string, year: string, monthOf: string | undefined): { folder: string; sub: string } {
  const parts = dir === '' ? [] : dir.split('/');
  const sub: string[] = [];
  while (parts.length > 0) {
    const last = parts[parts.length - 1]!;
    if (last === year) sub.unshift('YYYY');
    else if (monthOf !== undefined && last === monthOf) sub.unshift('MM');
    else if (monthOf !== undefined && last === `${year}-${monthOf}`) sub.unshift('YYYY-MM');
    else break;
    parts.pop();
  }
  return { folder: parts.join('/'), sub: sub.map((s) => `${s}/`).join('') };
}

/** The pattern of each period the vault's note names show. */
export function discoverPeriodic(
  notes: readonly string[],
  skip: (rel: string) => boolean = () => false,
): Partial<Record<PeriodKind, DiscoveredPeriod>> {
  const groups = new Map<string, { period: PeriodKind; folder: string; format: string; notes: string[] }>();
  for (const rel of notes) {
    if (!rel.toLowerCase().endsWith('.md') || skip(rel)) continue;
    const slash = rel.lastIndexOf('/');
    const dir = slash === -1 ? '' : rel.slice(0, slash);
    const name = rel.slice(slash + 1, -3);
    for (const shape of SHAPES) {
      const m = shape.re.exec(name);
      if (!m || !shape.valid(m)) continue;
      const { folder, sub } = splitFolder(dir, m[2]!, shape.period === 'daily' || shape.period === 'monthly' ? m[3] : undefined);
      const format = `${sub}${literal(m[1] ?? '')}${shape.format}`;
      const key = `${shape.period}\u0000${folder}\u0000${format}`;
      const group = groups.get(key) ?? { period: shape.period, folder, format, notes: [] };
      group.notes.push(rel);
      groups.set(key, group);
      break;
    }
  }
  const out: Partial<Record<PeriodKind, DiscoveredPeriod>> = {};
  for (const g of groups.values()) {
    const named = g.folder.split('/').some((p) => PERIOD_FOLDERS[g.period].includes(fold(bareName(p))));
    if (g.notes.length < 2 && !named) continue;
    // A yearly note needs its folder to say so: a year alone is too common a name ("2023.md" of a trip).
    if (g.period === 'yearly' && !named) continue;
    const best = out[g.period];
    if (!best || g.notes.length > best.notes)
      out[g.period] = { folder: g.folder, format: g.format, notes: g.notes.length, example: g.notes[0]! };
  }
  return out;
}
