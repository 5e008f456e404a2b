/**
 * Frontmatter of SKILL.md files and vault notes alike:
 * - the block is split by splitFences, gray-matter 4's rule (a property test holds the two equal) without the
 *   library: gray-matter executes `---js` blocks unless told not to, caches every text it saw, copies each text into
 *   a Buffer, and brings js-yaml, which a run never used (LIBRARIES.md; dropping it took 68 M instructions off
 *   every run that parses a SKILL.md, docs/performance.md). `---js` frontmatter is refused, never run;
 * - YAML is parsed by the `yaml` package (YAML 1.2: `time: 10:30` stays a string) and its errors carry lines, after
 *   a fast path for flat `key: value` blocks (flat-yaml.ts) that needs no parser at all.
 */
import { MAX_YAML_DEPTH, yamlTooDeep } from '../text/yaml-depth.js';
import { yamlLib } from '../yaml.js';
import { flatYaml } from './flat-yaml.js';

export interface FrontmatterResult {
  data: Record<string, unknown>;
  /** The text after the frontmatter. */
  body: string;
  /** 1-based line in the file where `body` starts. */
  bodyLine: number;
  hasFrontmatter: boolean;
  /** Lines whose values were not valid YAML and were read as plain text (see parseYaml). */
  lenientLines: number[];
}

/** A frontmatter the file cannot be read with; `line` is 1-based in the whole file. */
export class FrontmatterError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Turns the file's text into the form every parser here expects: no BOM, LF line endings. */
function normaliseText(text: string): string {
  const noBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Most notes have no CR at all: looking for one is far cheaper than a regex pass over every note a run reads.
  return noBom.includes('\r') ? noBom.replace(/\r\n?/g, '\n') : noBom;
}

function refuseCode(): never {
  throw new FrontmatterError('executable (---js) frontmatter is not allowed', 1);
}

/**
 * The yaml package reports an unclosed quote where the input ends; the useful line is where the quote opened:
 * the last line before that with an odd number of double (or single) quotes.
 */
function openingQuoteLine(source: string, reported: number): number {
  const lines = source.split('\n');
  for (let i = Math.min(reported, lines.length) - 1; i >= 0; i--) {
    const line = lines[i]!;
    if ((line.split('"').length - 1) % 2 === 1 || (line.split("'").length - 1) % 2 === 1) return i + 1;
  }
  return reported;
}

interface YamlOutcome {
  data: Record<string, unknown>;
  /** Lines (1-based, in the file) whose values were read leniently. */
  lenientLines: number[];
}

/** `x: &a [*a]` parses to an array that contains itself; nothing downstream can print or serialise that. */
function containsCycle(value: unknown, ancestors: Set<unknown> = new Set()): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (ancestors.has(value)) return true;
  ancestors.add(value);
  const children = value instanceof Map ? [...value.values()] : Object.values(value);
  const found = children.some((child) => containsCycle(child, ancestors));
  ancestors.delete(value);
  return found;
}

function strictYaml(source: string): Record<string, unknown> {
  // Checked before the parser recurses into it: 10 000 nested `[` aborted V8 (src/text/yaml-depth.ts).
  const deep = yamlTooDeep(source);
  if (deep) throw new FrontmatterError(`invalid YAML frontmatter: it nests deeper than ${MAX_YAML_DEPTH} levels; not read`, deep.line);
  // logLevel 'error': a template's `{{date}}: …` is a key made of a collection, which the library would warn about
  // on stderr (it is stringified, which is what a note's key should be); errors still come back in doc.errors.
  const doc = yamlLib().parseDocument(source, { prettyErrors: true, uniqueKeys: true, logLevel: 'error' });
  const [first] = doc.errors;
  if (first) {
    const message = first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    let yamlLine = first.linePos?.[0]?.line ?? 1;
    if (first.code === 'MISSING_CHAR' && /quote/.test(message)) yamlLine = openingQuoteLine(source, yamlLine);
    // splitFences hands over the text right after the opening "---", newline included, so line N of the YAML is
    // line N of the file.
    throw new FrontmatterError(`invalid YAML frontmatter: ${message}`, yamlLine);
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 50 });
  } catch (err) {
    // The yaml package reports an alias without its anchor (`name: *a`) only here, as a ReferenceError.
    const alias = /alias.*: (\S+)$/.exec((err as Error).message)?.[1];
    const line = alias === undefined ? 1 : source.split('\n').findIndex((l) => l.includes(`*${alias}`)) + 1;
    throw new FrontmatterError(
      `invalid YAML frontmatter: ${alias === undefined ? (err as Error).message.split('\n')[0] : `alias *${alias} has no anchor &${alias} before it`}`,
      Math.max(line, 1),
    );
  }
  if (containsCycle(value))
    throw new FrontmatterError('invalid YAML frontmatter: a value contains itself (an alias inside its own anchor)', 1);
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new FrontmatterError('frontmatter must be a mapping of keys to values', 2);
  }
  return value as Record<string, unknown>;
}

/**
 * Real SKILL.md files often say `description: Review the week (default: current week).` — invalid YAML (": " inside
 * a plain value) — or `argument-hint: [when] [what to follow up on]` (a flow list with text after it), which the
 * tools they were written for accept. When strict parsing fails, top-level `key: value` lines of either kind are
 * quoted and parsing is tried once more; the caller turns the lines touched into warnings. Anything else stays an
 * error.
 */
function parseYaml(source: string): YamlOutcome {
  const flat = flatYaml(source);
  if (flat !== undefined) return { data: flat, lenientLines: [] };
  try {
    return { data: strictYaml(source), lenientLines: [] };
  } catch (strictError) {
    const lenientLines: number[] = [];
    const repaired = source
      .split('\n')
      .map((line, i) => {
        const m = /^([A-Za-z_][\w-]*):[ \t]+(\S.*)$/.exec(line);
        const value = m?.[2]?.trimEnd() ?? '';
        const colonInPlain = /^[^'"[{|>&*!#\s]/.test(value) && /: /.test(value);
        const textAfterList = /^\[[^\]]*\][ \t]*[^\s#]/.test(value);
        if (!m || !(colonInPlain || textAfterList)) return line;
        lenientLines.push(i + 1);
        return `${m[1]}: ${JSON.stringify(value)}`;
      })
      .join('\n');
    if (lenientLines.length === 0) throw strictError;
    try {
      return { data: strictYaml(repaired), lenientLines };
    } catch {
      throw strictError;
    }
  }
}

const LANGUAGES = ['yaml', 'json', 'js', 'javascript'];

type Split = (text: string, language: string) => { outcome: YamlOutcome; content: string };

function frontmatterWith(rawText: string, split: Split): FrontmatterResult {
  const text = normaliseText(rawText);
  if (!/^---[^\n]*\n/.test(text) && text !== '---') {
    return { data: {}, body: text, bodyLine: 1, hasFrontmatter: false, lenientLines: [] };
  }
  const firstLine = text.slice(0, text.indexOf('\n'));
  const language = firstLine.slice(3).trim().toLowerCase();
  if (language !== '' && !LANGUAGES.includes(language)) {
    throw new FrontmatterError(`unsupported frontmatter language "${language}"`, 1);
  }
  if (!/\n---[ \t]*(\n|$)/.test(text.slice(firstLine.length))) {
    throw new FrontmatterError('frontmatter opened with --- is never closed', 1);
  }
  const { outcome, content } = split(text, language);
  const consumed = text.length - content.length;
  const bodyLine = text.slice(0, consumed).split('\n').length;
  return { data: outcome.data, body: content, bodyLine, hasFrontmatter: true, lenientLines: outcome.lenientLines };
}

/** Frontmatter of a SKILL.md (rituals and sub-skills) or a vault note; throws FrontmatterError with the file's line. */
export function parseFrontmatter(rawText: string): FrontmatterResult {
  return frontmatterWith(rawText, (text, language) => {
    if (language === 'js' || language === 'javascript') refuseCode();
    const fences = splitFences(text);
    return { outcome: fences.empty ? { data: {}, lenientLines: [] } : parseYaml(fences.matter), content: fences.content };
  });
}

export interface Fences {
  /** The text between the fences, starting right after the opening line's language (its newline included). */
  matter: string;
  /** Nothing but blank and comment lines between the fences: no parser is asked. */
  empty: boolean;
  /** The text after the closing fence's "---" and one line break. */
  content: string;
}

/**
 * Splits a text that opens with `---` exactly as gray-matter 4 does (its tests are the reference:
 * test/ritual/frontmatter-fences.test.ts): the block ends at the first "\n---" whatever follows it, a language
 * word after the opening fence is skipped, and one "\r" and one "\n" after the closing fence are dropped.
 */
export function splitFences(text: string): Fences {
  let str = text.slice(3);
  const newline = str.search(/\r?\n/);
  const raw = str.slice(0, newline);
  if (raw.trim() !== '') str = str.slice(raw.length);
  let close = str.indexOf('\n---');
  if (close === -1) close = str.length;
  const matter = str.slice(0, close);
  let content = close === str.length ? '' : str.slice(close + 4);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { matter, empty: matter.replace(/^\s*#[^\n]+/gm, '').trim() === '', content };
}
