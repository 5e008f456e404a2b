/**
 * The vault's configuration: `<vault>/.skill/config.yaml`, every key optional. Defaults are the layout in DESIGN.md.
 * docs/config.md documents the schema; this file is its one implementation (validation errors name the key path).
 */
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { COMMAND_FORMATS, DEFAULT_NOT_PEOPLE, DEFAULT_ONE_ON_ONE_PATTERNS, type CalendarSource } from './calendar-config.js';
import { Reader, ConfigError, configTree, TIMEOUT_MAX_MS, yamlLocator, type Locate } from './config-read.js';
import { readLayoutSettings } from './layout-config.js';
import { resolveLayout, type Layout, type LayoutSources } from './layout-resolve.js';
import { readObsidianSettings } from './obsidian.js';
import { diskProbe } from './layout-probe.js';
import { NO_PARSE_CACHE, type ParseCache } from '../cache/parse-cache.js';

export type { NoteKind } from './layout-config.js';
export type { PeriodKind, PeriodicSpec } from './periodic-spec.js';
export type { Layout } from './layout-resolve.js';
export { DEFAULT_LAYOUT } from './layout-resolve.js';

type SearchEngineChoice = 'builtin' | 'qmd' | 'auto';

/** A model tier served by a local server that speaks the Messages API (docs/engine.md, "Local models"). */
export interface LocalServer {
  /** e.g. http://localhost:11434 (Ollama), http://localhost:1234 (LM Studio), http://localhost:8080 (llama-server). */
  baseUrl: string;
  /** The context the server loads the model with, in tokens: requests are checked against it before they go. */
  contextTokens: number;
  /** The environment variable holding the server's key, for a server that wants one. */
  apiKeyEnv: string | undefined;
}

/** Ollama's and llama-server's usual default context is smaller still; set context_tokens to what the server loads. */
const DEFAULT_LOCAL_CONTEXT_TOKENS = 8192;

export interface VaultConfig {
  /** The file read, or undefined when the vault has none. */
  file: string | undefined;
  layout: Layout;
  /** Settings that could not be used (an Obsidian settings file that is not JSON), one line each, naming the file. */
  warnings: string[];
  calendars: CalendarSource[];
  oneOnOnePatterns: string[];
  me: { names: string[]; emails: string[] };
  /** Address patterns that are never people (group calendars, rooms, no-reply senders): `not_people:`. */
  notPeople: string[];
  search: { engine: SearchEngineChoice; collection: string | undefined; maxResults: number };
  /** Model ids per tier; `local` names the tiers a local server answers (the Anthropic API answers the others). */
  models: { fast: string | undefined; main: string | undefined; local: Partial<Record<'fast' | 'main', LocalServer>> };
  maxCostUsd: number | undefined;
  prices: Record<string, { input: number; output: number; cacheRead?: number; cacheWrite?: number }>;
  /** Retention (src/session/retention.ts): sessions per vault by count and age, kept copies by age. */
  sessions: { keep: number; maxAgeMs: number; keptMaxAgeMs: number };
  gather: { concurrency: number; timeoutMs: number };
  /** How needs are read: what "recent" means, in days. */
  needs: { recentDays: number };
  /** Caps on what one run may change; only the keys the file sets (the Stage has the defaults). */
  writes: { maxFiles?: number; maxBytesPerFile?: number; maxBytesTotal?: number };
}

const DEFAULT_CALENDAR_DIR = '.skill/calendars';
const DAY_MS = 86_400_000;
export const CONFIG_RELATIVE_PATH = '.skill/config.yaml';

/** Splits a command written as one string on spaces, honouring "double" and 'single' quotes (no shell is involved). */
export function splitCommand(command: string): string[] {
  const args: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(command))) args.push(m[1] ?? m[2] ?? m[3]!);
  return args;
}

function readCalendars(r: Reader, vault: string): CalendarSource[] {
  if (!r.present) return [{ type: 'ics', name: 'calendars', path: join(vault, DEFAULT_CALENDAR_DIR), optional: true }];
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
      format: entry.child('format').oneOf(COMMAND_FORMATS, 'ics'),
      timeoutMs: entry.child('timeout').duration(10_000, TIMEOUT_MAX_MS),
      maxBytes: entry.child('max_bytes').bytes(5 * 1024 * 1024),
    };
  });
}

/**
 * `me:` is who the user is in their calendars: a list of addresses and names (`[alex@example.com, Alex Morgan]`),
 * one of them, or the older mapping `{ name(s), email(s) }`. An entry with an @ is an address.
 */
function readMe(r: Reader): VaultConfig['me'] {
  if (typeof r.value === 'string' || Array.isArray(r.value)) {
    const entries = r.stringList([]).map((e) => e.trim());
    return {
      names: entries.filter((e) => !e.includes('@')),
      emails: entries.filter((e) => e.includes('@')).map((e) => e.replace(/^mailto:/i, '').toLowerCase()),
    };
  }
  const me = r.mapping(['name', 'names', 'email', 'emails']);
  return {
    names: [...me.child('name').stringList([]), ...me.child('names').stringList([])],
    emails: [...me.child('email').stringList([]), ...me.child('emails').stringList([])].map((e) => e.toLowerCase()),
  };
}

/** A tier: a model id, or {model, base_url, context_tokens, api_key_env} for a local server. */
function readTier(r: Reader): { model: string | undefined; local?: LocalServer } {
  if (!r.present || typeof r.value !== 'object' || Array.isArray(r.value)) return { model: r.string() };
  r.mapping(['model', 'base_url', 'context_tokens', 'api_key_env']);
  const model = r.child('model').string();
  if (model === undefined) r.fail('needs model: (the name the local server knows the model by)');
  const url: Reader = r.child('base_url');
  const baseUrl = url.string();
  if (baseUrl === undefined) url.fail('needs base_url: the local server, e.g. http://localhost:11434');
  let parsed: URL | undefined;
  try {
    parsed = new URL(baseUrl);
  } catch {
    /* reported below */
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol)) url.fail(`${JSON.stringify(baseUrl)} is not an http(s) URL`);
  const keyEnv = r.child('api_key_env').string();
  if (keyEnv !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(keyEnv))
    r.child('api_key_env').fail('should be the name of an environment variable');
  return {
    model,
    local: {
      baseUrl: baseUrl.replace(/\/+$/, ''),
      contextTokens: r.child('context_tokens').number(DEFAULT_LOCAL_CONTEXT_TOKENS, { min: 1024, max: 10_000_000, integer: true }),
      apiKeyEnv: keyEnv,
    },
  };
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

/** "7 days", "2 weeks", "14d", "1w" or a number of days. */
function readDays(r: Reader, fallback: number): number {
  if (!r.present) return fallback;
  if (typeof r.value === 'number' && Number.isInteger(r.value) && r.value >= 1 && r.value <= 366) return r.value;
  const m = typeof r.value === 'string' ? /^\s*(\d{1,3})\s*(d|days?|w|weeks?)?\s*$/i.exec(r.value) : null;
  const days = m ? Number(m[1]) * (/^w/i.test(m[2] ?? '') ? 7 : 1) : NaN;
  if (!(days >= 1 && days <= 366)) r.fail('should be a number of days or weeks, such as 7 days or 2 weeks (at most a year)');
  return days;
}

/**
 * The config from the file's text (undefined: no file). The layout's parts the file leaves out come from `sources`
 * (the vault's Obsidian settings and what is on disk; none given: the built-in layout).
 */
export function parseVaultConfig(
  text: string | undefined,
  file: string | undefined,
  vault: string,
  sources: LayoutSources = {},
): VaultConfig {
  const data = text !== undefined && file !== undefined ? configTree(text, file) : {};
  return configFrom(data, file, vault, sources, text !== undefined ? yamlLocator(text) : undefined);
}

/** `locate` finds a key's line for an error message (it reads the YAML again, so only when there is an error). */
function configFrom(
  data: unknown,
  file: string | undefined,
  vault: string,
  sources: LayoutSources,
  locate: Locate | undefined,
): VaultConfig {
  const root = new Reader(file ?? CONFIG_RELATIVE_PATH, data, '', [], locate);
  root.mapping([
    'layout',
    'calendars',
    'one_on_one_patterns',
    'me',
    'not_people',
    'search',
    'models',
    'max_cost',
    'prices',
    'sessions',
    'gather',
    'writes',
    'needs',
  ]);
  const search = root.child('search').mapping(['engine', 'collection', 'max_results']);
  const models = root.child('models').mapping(['fast', 'main']);
  const fast = readTier(models.child('fast'));
  const main = readTier(models.child('main'));
  const sessions = root.child('sessions').mapping(['keep', 'max_age', 'keep_undo']);
  const gather = root.child('gather').mapping(['concurrency', 'timeout']);
  const writes = root.child('writes').mapping(['max_notes', 'max_bytes_per_note', 'max_bytes']);
  const cap = (key: string, read: (r: Reader) => number) => (writes.child(key).present ? read(writes.child(key)) : undefined);
  const maxFiles = cap('max_notes', (r) => r.number(0, { min: 1, max: 10_000, integer: true }));
  const maxBytesPerFile = cap('max_bytes_per_note', (r) => r.bytes(0));
  const maxBytesTotal = cap('max_bytes', (r) => r.bytes(0));
  const layout = resolveLayout(readLayoutSettings(root.child('layout')), file, sources);
  return {
    file,
    layout,
    warnings: [...(sources.obsidian?.warnings ?? []), ...(layout.warnings ?? [])],
    calendars: readCalendars(root.child('calendars'), vault),
    oneOnOnePatterns: root.child('one_on_one_patterns').stringList([...DEFAULT_ONE_ON_ONE_PATTERNS]),
    me: readMe(root.child('me')),
    notPeople: root.child('not_people').stringList([...DEFAULT_NOT_PEOPLE]),
    search: {
      engine: search.child('engine').oneOf(['builtin', 'qmd', 'auto'] as const, 'auto'),
      collection: search.child('collection').string(),
      maxResults: search.child('max_results').number(8, { min: 1, max: 100, integer: true }),
    },
    models: {
      fast: fast.model,
      main: main.model,
      local: { ...(fast.local ? { fast: fast.local } : {}), ...(main.local ? { main: main.local } : {}) },
    },
    maxCostUsd: root.child('max_cost').present ? root.child('max_cost').number(1, { min: 0 }) : undefined,
    prices: readPrices(root.child('prices')),
    sessions: {
      keep: sessions.child('keep').number(10, { min: 1, max: 1000, integer: true }),
      maxAgeMs: sessions.child('max_age').duration(30 * DAY_MS),
      keptMaxAgeMs: sessions.child('keep_undo').duration(90 * DAY_MS),
    },
    gather: {
      concurrency: gather.child('concurrency').number(4, { min: 1, max: 64, integer: true }),
      timeoutMs: gather.child('timeout').duration(30_000, TIMEOUT_MAX_MS),
    },
    needs: { recentDays: readDays(root.child('needs').mapping(['recent']).child('recent'), 7) },
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
    data = cache.parse(
      'config',
      file,
      (path) => readFileSync(path, 'utf8'),
      (text) => configTree(text, file),
    );
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') throw new ConfigError(`${file}: cannot read (${code ?? String(err)})`);
  }
  // The line of a key, for an error: the file is read again only then.
  const locate: Locate | undefined = data === undefined ? undefined : (segments) => yamlLocator(readFileSync(file, 'utf8'))(segments);
  const config = configFrom(
    data ?? {},
    data === undefined ? undefined : file,
    vault,
    { obsidian: readObsidianSettings(vault), probe: diskProbe(vault, cache) },
    locate,
  );
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
