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

function parseYaml(source: string): Record<string, unknown> {
  const doc = parseDocument(source, { prettyErrors: false, uniqueKeys: true });
  const [first] = doc.errors;
  if (first) {
    // Line 1 of the YAML is line 2 of the file (after the opening ---).
    const line = (first.linePos?.[0]?.line ?? 1) + 1;
    throw new FrontmatterError(`invalid YAML frontmatter: ${first.message.split('\n')[0]}`, line);
  }
  const value: unknown = doc.toJS({ maxAliasCount: 50 });
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new FrontmatterError('frontmatter must be a mapping of keys to values', 2);
  }
  return value as Record<string, unknown>;
}

const ENGINES = {
  yaml: { parse: parseYaml, stringify: () => '' },
  js: { parse: refuseCode, stringify: () => '' },
  javascript: { parse: refuseCode, stringify: () => '' },
  json: { parse: (s: string) => parseYaml(s), stringify: () => '' },
};

export function parseFrontmatter(rawText: string): FrontmatterResult {
  const text = normaliseText(rawText);
  if (!/^---[^\n]*\n/.test(text) && text !== '---') {
    return { data: {}, body: text, bodyLine: 1, hasFrontmatter: false };
  }
  const firstLine = text.slice(0, text.indexOf('\n'));
  const language = firstLine.slice(3).trim().toLowerCase();
  if (language !== '' && !(language in ENGINES)) {
    throw new FrontmatterError(`unsupported frontmatter language "${language}"`, 1);
  }
  if (!/\n---[ \t]*(\n|$)/.test(text.slice(firstLine.length))) {
    throw new FrontmatterError('frontmatter opened with --- is never closed', 1);
  }
  // The options object keeps gray-matter off its global cache.
  const parsed = matter(text, { engines: ENGINES as unknown as matter.GrayMatterOption<string, never>['engines'] });
  const data = parsed.data as Record<string, unknown>;
  const consumed = text.length - parsed.content.length;
  const bodyLine = text.slice(0, consumed).split('\n').length;
  return { data, body: parsed.content, bodyLine, hasFrontmatter: true };
}
