/**
 * Frontmatter of SKILL.md files and notes, through gray-matter with the safety switches on:
 * - a `---js` block would be executed by gray-matter's default engines, so the JS engines throw instead;
 * - gray-matter caches results for calls without options (and hands back shared objects), so options are always
 *   passed;
 * - YAML is parsed by the `yaml` package (YAML 1.2: `time: 10:30` stays a string) and its errors carry lines.
 */
import matter from 'gray-matter';
import { parseDocument } from 'yaml';

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
  constructor(message: string, readonly line: number) {
    super(message);
  }
}

/** Turns the file's text into the form every parser here expects: no BOM, LF line endings. */
export function normaliseText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
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
  const doc = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  const [first] = doc.errors;
  if (first) {
    const message = first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    let yamlLine = first.linePos?.[0]?.line ?? 1;
    if (first.code === 'MISSING_CHAR' && /quote/.test(message)) yamlLine = openingQuoteLine(source, yamlLine);
    // gray-matter hands over the text right after the opening "---", newline included, so line N of the YAML is
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
    throw new FrontmatterError(`invalid YAML frontmatter: ${alias === undefined ? (err as Error).message.split('\n')[0] : `alias *${alias} has no anchor &${alias} before it`}`, Math.max(line, 1));
  }
  if (containsCycle(value)) throw new FrontmatterError('invalid YAML frontmatter: a value contains itself (an alias inside its own anchor)', 1);
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new FrontmatterError('frontmatter must be a mapping of keys to values', 2);
  }
  return value as Record<string, unknown>;
}

/**
 * Real SKILL.md files often say `description: Review the week (default: current week).` — invalid YAML (": " inside
 * a plain value) that the tools they were written for accept. When strict parsing fails, top-level `key: value`
 * lines whose plain value contains ": " are quoted and parsing is tried once more; the caller turns the lines touched
 * into warnings. Anything else stays an error.
 */
function parseYaml(source: string): YamlOutcome {
  try {
    return { data: strictYaml(source), lenientLines: [] };
  } catch (strictError) {
    const lenientLines: number[] = [];
    const repaired = source
      .split('\n')
      .map((line, i) => {
        const m = /^([A-Za-z_][\w-]*):[ \t]+([^'"\[{|>&*!#\s].*)$/.exec(line);
        if (!m || !/: /.test(m[2]!)) return line;
        lenientLines.push(i + 1);
        return `${m[1]}: ${JSON.stringify(m[2]!.trimEnd())}`;
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

export function parseFrontmatter(rawText: string): FrontmatterResult {
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
  let lenientLines: number[] = [];
  const yamlEngine = (source: string) => {
    const outcome = parseYaml(source);
    lenientLines = outcome.lenientLines;
    return outcome.data;
  };
  const engines = {
    yaml: { parse: yamlEngine, stringify: () => '' },
    json: { parse: yamlEngine, stringify: () => '' },
    js: { parse: refuseCode, stringify: () => '' },
    javascript: { parse: refuseCode, stringify: () => '' },
  };
  // Passing options (any) keeps gray-matter off its global cache, which would hand back shared objects.
  const parsed = matter(text, { engines: engines as unknown as matter.GrayMatterOption<string, never>['engines'] });
  const data = parsed.data as Record<string, unknown>;
  const consumed = text.length - parsed.content.length;
  const bodyLine = text.slice(0, consumed).split('\n').length;
  return { data, body: parsed.content, bodyLine, hasFrontmatter: true, lenientLines };
}
