/**
 * A fast path for the frontmatter most notes have: one `key: value` per line, values plain or simply quoted
 * scalars or one-line flow lists of them (`aliases: [Bob, Bobby]`). The `yaml` package takes about 0.2–0.5 ms per
 * note (it builds a full document), which added up to seconds when a run reads every person and project of a large
 * vault. Anything outside this subset returns undefined and goes to the `yaml` package as before, so the subset only
 * has to be right, never complete: scalars resolve exactly as in the YAML 1.2 core schema the package uses
 * (test/ritual/flat-yaml.test.ts compares the two on generated input).
 */

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
/** Keys the core schema would not read as strings, or that an object cannot hold as plain data. */
const ODD_KEYS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL', '__proto__']);
/** Characters no value here may hold: controls, and what YAML or JavaScript treat as line or page breaks. */
const ODD_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;
/** First characters that make a plain scalar something else (a tag, anchor, alias, block scalar, directive, …). */
const INDICATORS = '[]{},#&*!|>\'"%@`';

const INT = /^[-+]?[0-9]+$/;
const OCT = /^0o[0-7]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT_SPECIAL = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;

/** A plain scalar as the core schema resolves it. */
function resolvePlain(text: string): unknown {
  if (NULL.test(text)) return null;
  if (BOOL.test(text)) return text[0] === 't' || text[0] === 'T';
  if (OCT.test(text)) return parseInt(text.slice(2), 8);
  if (INT.test(text)) return parseInt(text, 10);
  if (HEX.test(text)) return parseInt(text.slice(2), 16);
  if (FLOAT_SPECIAL.test(text)) return text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity;
  if (FLOAT.test(text) || FLOAT_EXP.test(text)) return parseFloat(text);
  return text;
}

/** A scalar that is certainly read one way; undefined when unsure. `flow`: inside [ ], where "," ends it. */
function scalar(text: string, flow: boolean): { value: unknown } | undefined {
  if (text === '') return flow ? undefined : { value: null };
  const quote = text[0];
  if (quote === '"' || quote === "'") {
    const inner = text.slice(1, -1);
    if (text.length < 2 || text[text.length - 1] !== quote || inner.includes(quote) || inner.includes('\\')) return undefined;
    return { value: inner };
  }
  if (INDICATORS.includes(text[0]!)) return undefined;
  // "-", "?" and ":" start a plain scalar only when a non-space follows; keep it simple and refuse them alone.
  if ('-?:'.includes(text[0]!) && (text.length === 1 || text[1] === ' ')) return undefined;
  // ": " or a trailing ":" would make a nested mapping; " #" starts a comment; a tab is refused to stay clear of
  // YAML's rules about them.
  if (text.includes(': ') || text.endsWith(':') || text.includes(' #') || text.includes('\t')) return undefined;
  if (flow && /[[\]{},:]/.test(text)) return undefined;
  return { value: resolvePlain(text) };
}

function flowList(text: string): { value: unknown[] } | undefined {
  const inner = text.slice(1, -1).trim();
  if (inner === '') return { value: [] };
  const items: unknown[] = [];
  for (const part of inner.split(',')) {
    const item = scalar(part.trim(), true);
    if (item === undefined) return undefined;
    items.push(item.value);
  }
  return { value: items };
}

/** The mapping `source` holds when it is flat frontmatter; undefined when the full YAML parser is needed. */
export function flatYaml(source: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const line of source.split('\n')) {
    if (line.trim() === '' || (line[0] === '#' && !ODD_CHARS.test(line))) continue;
    const m = KEY_LINE.exec(line);
    if (!m || ODD_CHARS.test(line)) return undefined;
    const key = m[1]!;
    if (ODD_KEYS.has(key) || Object.hasOwn(data, key)) return undefined;
    const text = (m[2] ?? '').trim();
    const parsed = text.startsWith('[') && text.endsWith(']') ? flowList(text) : scalar(text, false);
    if (parsed === undefined) return undefined;
    data[key] = parsed.value;
  }
  return data;
}
