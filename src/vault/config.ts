/**
 * The vault's configuration: `<vault>/.skill/config.yaml`, every key optional. Defaults are the layout in DESIGN.md.
 * docs/config.md documents the schema; this file is its one implementation (validation errors name the key path).
 */
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { CalendarSource } from '../gather/calendar/types.js';
import { DEFAULT_ONE_ON_ONE_PATTERNS } from '../gather/calendar/types.js';
import { Reader, ConfigError } from './config-read.js';
import { yamlLib } from '../yaml.js';
import { NO_PARSE_CACHE, type ParseCache } from '../cache/parse-cache.js';

export type NoteKind = 'today' | 'week' | 'month' | 'quarter' | 'year';
export type PeriodKind = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

export interface Layout {
  /** Working notes, one of each (vault-relative paths). */
  captive: Record<NoteKind, string>;
  /** Archive note name patterns (vault-relative, with placeholders; see expandPattern). */
  periodic: Record<PeriodKind, string>;
  directives: string;
  projects: string;
  people: string;
  /** Folders whose notes are never "active"; any folder named Archive counts too. */
  archive: string[];
}

export type { CalendarSource };

export type SearchEngineChoice = 'builtin' | 'qmd' | 'auto';

export interface VaultConfig {
  /** The file read, or undefined when the vault has none. */
  file: string | undefined;
  layout: Layout;
  calendars: CalendarSource[];
  oneOnOnePatterns: string[];
  me: { names: string[]; emails: string[] };
  search: { engine: SearchEngineChoice; collection: string | undefined; maxResults: number };
  models: { fast: string | undefined; main: string | undefined };
  maxCostUsd: number | undefined;
  prices: Record<string, { input: number; output: number; cacheRead?: number; cacheWrite?: number }>;
  sessions: { keep: number };
  gather: { concurrency: number; timeoutMs: number };
  /** Caps on what one run may change; only the keys the file sets (the Stage has the defaults). */
  writes: { maxFiles?: number; maxBytesPerFile?: number; maxBytesTotal?: number };
}

export const DEFAULT_LAYOUT: Layout = {
  captive: {
    today: '00_Brain/Captive/Today.md',
    week: '00_Brain/Captive/Week.md',
    month: '00_Brain/Captive/Month.md',
    quarter: '00_Brain/Captive/Quarter.md',
    year: '00_Brain/Captive/Year.md',
  },
  periodic: {
    daily: '00_Brain/Periodic/Daily/{date}.md',
    weekly: '00_Brain/Periodic/Weekly/{week}.md',
    monthly: '00_Brain/Periodic/Monthly/{month}.md',
    quarterly: '00_Brain/Periodic/Quarterly/{quarter}.md',
    yearly: '00_Brain/Periodic/Yearly/{year}.md',
  },
  directives: '00_Brain/Systemic/Directives',
  projects: '01_Projects',
  people: '02_Areas/People',
  archive: ['04_Archive'],
};

export const DEFAULT_CALENDAR_DIR = '.skill/calendars';
export const CONFIG_RELATIVE_PATH = '.skill/config.yaml';

/** The placeholders a periodic pattern may use, and which period each one pins down. */
export const PATTERN_PLACEHOLDERS = ['date', 'year', 'month', 'mm', 'dd', 'week', 'ww', 'quarter', 'q'] as const;

const REQUIRED_PLACEHOLDER: Record<PeriodKind, RegExp> = {
  daily: /\{(date|dd)\}/,
  weekly: /\{(week|ww)\}/,
  monthly: /\{(month|mm|date)\}/,
  quarterly: /\{(quarter|q)\}/,
  yearly: /\{(year|date|month|quarter|week)\}/,
};

function relativePath(r: Reader, fallback: string): string {
  const value = r.string(fallback);
  if (isAbsolute(value) || value.split('/').includes('..')) r.fail('should be a path inside the vault (relative, no ..)');
  return value.replace(/\/+$/, '');
}

function readLayout(r: Reader): Layout {
  r.mapping(['captive', 'periodic', 'directives', 'projects', 'people', 'archive']);
  const captive = r.child('captive').mapping(Object.keys(DEFAULT_LAYOUT.captive));
  const periodic = r.child('periodic').mapping(Object.keys(DEFAULT_LAYOUT.periodic));
  const layout: Layout = {
    captive: { ...DEFAULT_LAYOUT.captive },
    periodic: { ...DEFAULT_LAYOUT.periodic },
    directives: relativePath(r.child('directives'), DEFAULT_LAYOUT.directives),
    projects: relativePath(r.child('projects'), DEFAULT_LAYOUT.projects),
    people: relativePath(r.child('people'), DEFAULT_LAYOUT.people),
    archive: r.child('archive').stringList(DEFAULT_LAYOUT.archive).map((a) => a.replace(/\/+$/, '')),
  };
  for (const kind of Object.keys(layout.captive) as NoteKind[]) {
    layout.captive[kind] = relativePath(captive.child(kind), DEFAULT_LAYOUT.captive[kind]);
  }
  for (const kind of Object.keys(layout.periodic) as PeriodKind[]) {
    const child = periodic.child(kind);
    const pattern = relativePath(child, DEFAULT_LAYOUT.periodic[kind]);
    const unknown = [...pattern.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!).find((p) => !(PATTERN_PLACEHOLDERS as readonly string[]).includes(p));
    if (unknown !== undefined) child.fail(`unknown placeholder {${unknown}}; use ${PATTERN_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`);
    if (!REQUIRED_PLACEHOLDER[kind].test(pattern)) child.fail(`a ${kind} pattern needs a placeholder that changes every period, e.g. ${DEFAULT_LAYOUT.periodic[kind]}`);
    layout.periodic[kind] = pattern;
  }
  return layout;
}

/** Splits a command written as one string on spaces, honouring "double" and 'single' quotes (no shell is involved). */
export function splitCommand(command: string): string[] {
  const args: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(command))) args.push(m[1] ?? m[2] ?? m[3]!);
  return args;
}

function readCalendars(r: Reader, vault: string): CalendarSource[] {
  if (!r.present) return [{ type: 'ics', name: 'calendars', path: join(vault, DEFAULT_CALENDAR_DIR) }];
  return r.list().map((entry, i) => {
    entry.mapping(['name', 'path', 'command', 'format', 'timeout', 'max_bytes']);
    const path = entry.child('path');
    const command = entry.child('command');
    if (path.present === command.present) entry.fail('needs exactly one of path: (an .ics file or folder) or command:');
    if (path.present) {
      const p = path.string() as string;
      const abs = isAbsolute(p) ? p : join(vault, p);
      return { type: 'ics', name: entry.child('name').string(p.split('/').filter(Boolean).pop() ?? `calendar-${i + 1}`), path: abs };
    }
    const argv = Array.isArray(command.value) ? command.stringList([]) : splitCommand(command.string() as string);
    if (argv.length === 0) command.fail('is empty');
    return {
      type: 'command',
      name: entry.child('name').string(argv[0]!),
      command: argv,
      format: entry.child('format').oneOf(['ekctl-json', 'ics', 'tsv'] as const, 'ics'),
      timeoutMs: entry.child('timeout').duration(10_000),
      maxBytes: entry.child('max_bytes').bytes(5 * 1024 * 1024),
    };
  });
}

function readPrices(r: Reader): VaultConfig['prices'] {
  if (!r.present) return {};
  r.mapping(Object.keys((r.value as object) ?? {}));
  const out: VaultConfig['prices'] = {};
  for (const model of Object.keys(r.value as object)) {
    const p = r.child(model).mapping(['input', 'output', 'cache_read', 'cache_write']);
    out[model] = {
      input: p.child('input').number(NaN, { min: 0 }),
      output: p.child('output').number(NaN, { min: 0 }),
      ...(p.child('cache_read').present ? { cacheRead: p.child('cache_read').number(0, { min: 0 }) } : {}),
      ...(p.child('cache_write').present ? { cacheWrite: p.child('cache_write').number(0, { min: 0 }) } : {}),
    };
    if (Number.isNaN(out[model]!.input) || Number.isNaN(out[model]!.output)) p.fail('needs input: and output: (USD per million tokens)');
  }
  return out;
}

/** The config file's YAML as plain data (what the parse cache keeps; validation runs on every load). */
function configTree(text: string, file: string): unknown {
  const doc = yamlLib().parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const [err] = doc.errors;
  if (err) {
    throw new ConfigError(`${file}:${err.linePos?.[0]?.line ?? 1}: invalid YAML: ${err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`);
  }
  return doc.toJS() ?? {};
}

export function parseVaultConfig(text: string | undefined, file: string | undefined, vault: string): VaultConfig {
  return configFrom(text !== undefined && file !== undefined ? configTree(text, file) : {}, file, vault);
}

function configFrom(data: unknown, file: string | undefined, vault: string): VaultConfig {
  const root = new Reader(file ?? CONFIG_RELATIVE_PATH, data, '');
  root.mapping(['layout', 'calendars', 'one_on_one_patterns', 'me', 'search', 'models', 'max_cost', 'prices', 'sessions', 'gather', 'writes']);
  const me = root.child('me').mapping(['name', 'names', 'email', 'emails']);
  const search = root.child('search').mapping(['engine', 'collection', 'max_results']);
  const models = root.child('models').mapping(['fast', 'main']);
  const sessions = root.child('sessions').mapping(['keep']);
  const gather = root.child('gather').mapping(['concurrency', 'timeout']);
  const writes = root.child('writes').mapping(['max_notes', 'max_bytes_per_note', 'max_bytes']);
  const cap = (key: string, read: (r: Reader) => number) => (writes.child(key).present ? read(writes.child(key)) : undefined);
  const maxFiles = cap('max_notes', (r) => r.number(0, { min: 1, max: 10_000, integer: true }));
  const maxBytesPerFile = cap('max_bytes_per_note', (r) => r.bytes(0));
  const maxBytesTotal = cap('max_bytes', (r) => r.bytes(0));
  return {
    file,
    layout: readLayout(root.child('layout')),
    calendars: readCalendars(root.child('calendars'), vault),
    oneOnOnePatterns: root.child('one_on_one_patterns').stringList([...DEFAULT_ONE_ON_ONE_PATTERNS]),
    me: {
      names: [...me.child('name').stringList([]), ...me.child('names').stringList([])],
      emails: [...me.child('email').stringList([]), ...me.child('emails').stringList([])].map((e) => e.toLowerCase()),
    },
    search: {
      engine: search.child('engine').oneOf(['builtin', 'qmd', 'auto'] as const, 'auto'),
      collection: search.child('collection').string(),
      maxResults: search.child('max_results').number(8, { min: 1, max: 100, integer: true }),
    },
    models: { fast: models.child('fast').string(), main: models.child('main').string() },
    maxCostUsd: root.child('max_cost').present ? root.child('max_cost').number(1, { min: 0 }) : undefined,
    prices: readPrices(root.child('prices')),
    sessions: { keep: sessions.child('keep').number(10, { min: 1, max: 1000, integer: true }) },
    gather: {
      concurrency: gather.child('concurrency').number(4, { min: 1, max: 64, integer: true }),
      timeoutMs: gather.child('timeout').duration(30_000),
    },
    writes: {
      ...(maxFiles !== undefined ? { maxFiles } : {}),
      ...(maxBytesPerFile !== undefined ? { maxBytesPerFile } : {}),
      ...(maxBytesTotal !== undefined ? { maxBytesTotal } : {}),
    },
  };
}

/**
 * Reads `<vault>/.skill/config.yaml` (absent → all defaults). Throws ConfigError naming the file and key. `cache`
 * keeps the file's YAML between runs (src/cache/parse-cache.ts); it is validated every time.
 */
export function loadVaultConfig(vault: string, cache: ParseCache = NO_PARSE_CACHE): VaultConfig {
  const file = join(vault, CONFIG_RELATIVE_PATH);
  let data: unknown;
  try {
    data = cache.parse('config', file, (path) => readFileSync(path, 'utf8'), (text) => configTree(text, file));
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') throw new ConfigError(`${file}: cannot read (${code ?? String(err)})`);
  }
  const config = configFrom(data ?? {}, data === undefined ? undefined : file, vault);
  // A calendar someone configured must be there: a typo would otherwise look like an empty calendar. (The default
  // folder may be missing: then there is simply no calendar.)
  config.calendars.forEach((source, i) => {
    if (source.type !== 'ics' || source.path === join(vault, DEFAULT_CALENDAR_DIR)) return;
    const where = `calendars[${i}].path in ${file}`;
    if (!existsSync(source.path)) throw new ConfigError(`calendar file not found: ${source.path} (${where})`);
    try {
      accessSync(source.path, constants.R_OK);
    } catch {
      throw new ConfigError(`calendar file cannot be read: ${source.path} (${where})`);
    }
  });
  return config;
}

export { ConfigError };
