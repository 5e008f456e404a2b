/**
 * Small typed readers for validating YAML config trees. Every error names the file and the key's path
 * (`calendars[1].timeout`), which is what a person editing the file needs.
 */
import type { LineCounter, parseDocument } from 'yaml';
import { MAX_YAML_DEPTH, yamlTooDeep } from '../text/yaml-depth.js';
import { yamlLib } from '../yaml.js';

/** A config file is a few hundred lines; one far larger is not a config (and would hold the parser for seconds). */
const MAX_CONFIG_CHARS = 256 * 1024;
import { BadInputError } from '../errors.js';
import { suggestNames } from '../text/suggest.js';

export class ConfigError extends BadInputError {}

/** The longest duration a config may give (a century); timeouts have their own, shorter bound (TIMEOUT_MAX_MS). */
const MAX_DURATION_MS = 36_500 * 86_400_000;

/** The longest timeout: a day. Node's timers end at about 24.8 days, and no gather step should run a day. */
export const TIMEOUT_MAX_MS = 86_400_000;

/** Finds the line of a key path in YAML text; `firstLine` is the file line the text starts on. */
export type Locate = (segments: readonly (string | number)[]) => number | undefined;

/** A Locate over YAML source, parsed again only when an error needs a line. */
export function yamlLocator(source: string, firstLine = 1): Locate {
  let parsed: { doc: ReturnType<typeof parseDocument>; lines: LineCounter } | undefined;
  return (segments) => {
    // Parsed again only here, when an error needs its line: a run that reads its config from the cache loads no YAML.
    const yaml = yamlLib();
    if (!parsed) {
      const lines = new yaml.LineCounter();
      parsed = { doc: yaml.parseDocument(source, { lineCounter: lines }), lines };
    }
    for (let n = segments.length; n >= 0; n--) {
      // A key's line is where its key is written: `layot:` followed by a block on the next lines is on its own line.
      const parent = n > 0 ? parsed.doc.getIn(segments.slice(0, n - 1), true) : undefined;
      const pair = yaml.isMap(parent)
        ? parent.items.find((p) => (yaml.isScalar(p.key) ? p.key.value : p.key) === segments[n - 1])
        : undefined;
      const node = yaml.isNode(pair?.key) ? pair.key : parsed.doc.getIn(segments.slice(0, n), true);
      if (yaml.isNode(node) && node.range) return parsed.lines.linePos(node.range[0]).line + firstLine - 1;
    }
    return undefined;
  };
}

/**
 * A config file's YAML as plain data, for the vault config and the user config alike. Invalid YAML is one line
 * naming the file and the line: `<file>:2: invalid YAML: Flow sequence in block collection must be sufficiently
 * indented and end with a ]` (the parser's own position suffix and code excerpt are dropped).
 */
export function configTree(text: string, file: string): unknown {
  // Bounded before the parser sees it: 2 MB of `[` took the parser over 20 s (src/text/yaml-depth.ts).
  if (text.length > MAX_CONFIG_CHARS)
    throw new ConfigError(`${file}: is ${Math.round(text.length / 1024)} KB; a config file over ${MAX_CONFIG_CHARS / 1024} KB is not read`);
  const deep = yamlTooDeep(text);
  if (deep) throw new ConfigError(`${file}:${deep.line}: invalid YAML: it nests deeper than ${MAX_YAML_DEPTH} levels`);
  const doc = yamlLib().parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const [err] = doc.errors;
  if (err) {
    throw new ConfigError(
      `${file}:${err.linePos?.[0]?.line ?? 1}: invalid YAML: ${err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
    );
  }
  return doc.toJS() ?? {};
}

export class Reader {
  constructor(
    readonly file: string,
    readonly value: unknown,
    readonly path: string,
    readonly segments: readonly (string | number)[] = [],
    readonly locate?: Locate,
  ) {}

  fail(message: string): never {
    const line = this.locate?.(this.segments);
    throw new ConfigError(`${this.file}${line ? `:${line}` : ''}: ${this.path || '(top level)'}: ${message}`);
  }

  get present(): boolean {
    return this.value !== undefined && this.value !== null;
  }

  child(key: string | number): Reader {
    const path = typeof key === 'number' ? `${this.path}[${key}]` : this.path ? `${this.path}.${key}` : key;
    const value =
      this.value !== null && typeof this.value === 'object' ? (this.value as Record<string, unknown>)[key as string] : undefined;
    return new Reader(this.file, value, path, [...this.segments, key], this.locate);
  }

  /**
   * Checks this is a mapping whose keys are all known. A typo gets the closest known key (`(did you mean
   * timeout?)`); a key like none of them gets the list of known keys.
   */
  mapping(known: readonly string[]): this {
    if (!this.present) return this;
    if (typeof this.value !== 'object' || Array.isArray(this.value)) this.fail('should be a mapping of keys to values');
    for (const key of Object.keys(this.value as object)) {
      if (!known.includes(key)) {
        const [close] = suggestNames(key, known, 1);
        this.child(key).fail(`unknown key ${close ? `(did you mean ${close}?)` : `(known keys: ${known.join(', ')})`}`);
      }
    }
    return this;
  }

  string(fallback: string): string;
  string(fallback?: undefined): string | undefined;
  string(fallback?: string): string | undefined {
    if (!this.present) return fallback;
    if (typeof this.value === 'number') return String(this.value);
    if (typeof this.value !== 'string' || this.value.trim() === '') this.fail('should be non-empty text');
    return this.value;
  }

  stringList(fallback: string[]): string[] {
    if (!this.present) return fallback;
    const list = Array.isArray(this.value) ? this.value : [this.value];
    return list.map((_, i) => (Array.isArray(this.value) ? this.child(i) : this).string() as string);
  }

  number(fallback: number, opts: { min?: number; max?: number; integer?: boolean } = {}): number {
    if (!this.present) return fallback;
    const n = typeof this.value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(this.value) ? Number(this.value) : this.value;
    if (typeof n !== 'number' || !Number.isFinite(n)) this.fail('should be a number');
    if (opts.integer && !Number.isInteger(n)) this.fail('should be a whole number');
    if (opts.min !== undefined && n < opts.min) this.fail(`should be at least ${opts.min}`);
    if (opts.max !== undefined && n > opts.max) this.fail(`should be at most ${opts.max}`);
    return n;
  }

  oneOf<T extends string>(choices: readonly T[], fallback: T): T {
    if (!this.present) return fallback;
    if (typeof this.value !== 'string' || !(choices as readonly string[]).includes(this.value)) {
      this.fail(`should be one of ${choices.join(', ')}`);
    }
    return this.value as T;
  }

  /** "10s", "500ms", "2m", "12h", "30d", or a number of seconds → milliseconds. */
  /**
   * "500ms", "10s", "2m", "12h", "30d", or a number of seconds; at most `maxMs`. Every duration is bounded: a timer
   * longer than about 24.8 days is an error in Node ("The value of \"delay\" is out of range"), and dates far
   * beyond a century are not dates.
   */
  duration(fallbackMs: number, maxMs = MAX_DURATION_MS): number {
    if (!this.present) return fallbackMs;
    let ms: number;
    if (typeof this.value === 'number' && this.value > 0) ms = this.value * 1000;
    else {
      const m = typeof this.value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|min|h|d)?\s*$/.exec(this.value) : null;
      if (!m) this.fail('should be a duration such as 500ms, 10s, 2m, 12h or 30d');
      const scale = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 's') as 's'];
      ms = Number(m[1]) * scale;
    }
    if (ms <= 0) this.fail('should be longer than zero');
    if (!(ms <= maxMs)) this.fail(`should be at most ${maxMs % 86_400_000 === 0 ? `${maxMs / 86_400_000}d` : `${maxMs / 3_600_000}h`}`);
    return ms;
  }

  /** "5MB", "200KB", or a number of bytes. */
  bytes(fallback: number): number {
    if (!this.present) return fallback;
    if (typeof this.value === 'number' && this.value > 0) return Math.floor(this.value);
    const m = typeof this.value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(this.value) : null;
    if (!m) this.fail('should be a size such as 200KB or 5MB');
    const scale = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b'];
    return Math.floor(Number(m[1]) * scale);
  }

  list(): Reader[] {
    if (!this.present) return [];
    if (!Array.isArray(this.value)) this.fail('should be a list');
    return this.value.map((_, i) => this.child(i));
  }
}
