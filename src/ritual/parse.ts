/**
 * SKILL.md → Ritual. Pure: takes the file's text and where it came from, returns the parsed ritual with its
 * diagnostics. Only a file that cannot be read as a ritual at all (malformed or executable frontmatter) throws.
 */
import { basename, dirname } from 'node:path';
import { BadInputError } from '../errors.js';
import { classifySection, PHASE_KINDS } from './classify.js';
import { FrontmatterError, parseFrontmatter } from './frontmatter.js';
import { parseList, parseMarkdown, plainText } from './markdown.js';
import type { Diagnostic, Need, PhaseKind, Ritual, RitualSource, Section } from './types.js';

export interface RitualOrigin {
  path: string;
  source: RitualSource;
}

/** A SKILL.md that cannot be read as a ritual; the message starts with `path:line`. */
export class RitualFileError extends BadInputError {}

const NAME_RULE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;

/** The Agent Skills name rules: 1-64 of a-z, 0-9 and single hyphens, no hyphen at either end. */
export function nameProblem(name: string): string | undefined {
  if (name.length === 0) return 'is empty';
  if (name.length > MAX_NAME) return `is ${name.length} characters long (at most ${MAX_NAME})`;
  if (!NAME_RULE.test(name)) return 'may only use lowercase letters, digits and single hyphens, not at either end';
  return undefined;
}

function phaseOverrides(data: Record<string, unknown>, diag: (d: Omit<Diagnostic, 'path'>) => void): Map<string, PhaseKind> {
  const overrides = new Map<string, PhaseKind>();
  const raw = data.phases;
  if (raw === undefined) return overrides;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    diag({ severity: 'warning', code: 'phases-format', message: 'frontmatter phases: should map section headings to phases' });
    return overrides;
  }
  for (const [heading, value] of Object.entries(raw)) {
    const phase = String(value).toLowerCase() === 'other' ? 'reference' : String(value).toLowerCase();
    if ((PHASE_KINDS as readonly string[]).includes(phase) && phase !== 'needs') {
      overrides.set(heading.trim().toLowerCase(), phase as PhaseKind);
    } else {
      diag({
        severity: 'warning',
        code: 'phases-value',
        message: `phases: "${heading}" has unknown phase "${String(value)}" (use inline, write, preflight, confirm or reference)`,
      });
    }
  }
  return overrides;
}

function needsOf(section: Section, firstLine: number): Need[] {
  return parseList(section.body, firstLine).map((item) => ({
    text: plainText(item.text),
    line: item.line,
    details: flatten(item.children),
  }));
}

function flatten(items: ReturnType<typeof parseList>): string[] {
  return items.flatMap((i) => [plainText(i.text), ...flatten(i.children)]);
}

function stringField(data: Record<string, unknown>, key: string, diag: (d: Omit<Diagnostic, 'path'>) => void): string | undefined {
  const value = data[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  diag({
    severity: 'warning',
    code: `${key}-type`,
    message: `frontmatter ${key} should be text: YAML read it as a ${Array.isArray(value) ? 'list' : 'mapping'}; quote it`,
  });
  return undefined;
}

const scalarText = (v: unknown): string | undefined =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;

/**
 * `argument-hint: [when]` unquoted is a YAML list, and third-party SKILL.md files write it so all the time (Claude
 * Code's own examples do): the author meant the text `[when]`. A list of plain values, or of one-pair mappings
 * (`[target: today|YYYY-MM-DD]`), is turned back into the text it was written as; anything else is a warning that
 * says how to quote it.
 */
function readArgumentHint(data: Record<string, unknown>, diag: (d: Omit<Diagnostic, 'path'>) => void): string | undefined {
  const value = data['argument-hint'];
  if (value === null || typeof value !== 'object') return stringField(data, 'argument-hint', diag);
  const items = (Array.isArray(value) ? value : []).map((item) => {
    const plain = scalarText(item);
    if (plain !== undefined) return plain;
    const pairs = item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.entries(item) : [];
    const [pair] = pairs;
    const right = pair ? scalarText(pair[1]) : undefined;
    return pairs.length === 1 && right !== undefined ? `${pair![0]}: ${right}` : undefined;
  });
  if (items.length > 0 && items.every((i) => i !== undefined)) return `[${items.join(', ')}]`;
  diag({
    severity: 'warning',
    code: 'argument-hint-type',
    message: 'frontmatter argument-hint should be text: quote it, e.g. argument-hint: "[when]"',
  });
  return undefined;
}

export function parseRitual(text: string, origin: RitualOrigin): Ritual {
  const diagnostics: Diagnostic[] = [];
  const diag = (d: Omit<Diagnostic, 'path'>) => diagnostics.push({ ...d, path: origin.path });
  const folderName = basename(dirname(origin.path));

  let fm;
  try {
    fm = parseFrontmatter(text);
  } catch (err) {
    if (err instanceof FrontmatterError) throw new RitualFileError(`${origin.path}:${err.line}: ${err.message}`);
    throw err;
  }
  const { data } = fm;
  for (const line of fm.lenientLines) {
    diag({
      severity: 'warning',
      code: 'yaml-lenient',
      message: 'value is not valid YAML as written (a ": " inside it, or text after a [list]); read as plain text (quote it)',
      line,
    });
  }
  if (!fm.hasFrontmatter) {
    diag({
      severity: 'warning',
      code: 'no-frontmatter',
      message: 'no frontmatter: add name, description and argument-hint between --- lines',
      line: 1,
    });
  }

  const name = readName(data, fm.hasFrontmatter, folderName, diag);
  const description = readDescription(data, fm.hasFrontmatter, diag);
  const argumentHint = readArgumentHint(data, diag);

  const overrides = phaseOverrides(data, diag);
  const doc = parseMarkdown(fm.body, fm.bodyLine);
  const sections: Section[] = doc.sections.map((s) => {
    const { phase, reason } = classifySection(s.heading, s.body, overrides);
    return { heading: s.heading, line: s.line, body: s.body, bodyLine: s.bodyLine, phase, reason };
  });

  const needs = sections.filter((s) => s.phase === 'needs').flatMap((s) => needsOf(s, s.bodyLine));
  checkSections(sections, needs, overrides, diag);

  return {
    name,
    folderName,
    path: origin.path,
    dir: dirname(origin.path),
    source: origin.source,
    frontmatter: data,
    description: description?.trim(),
    argumentHint,
    title: doc.title,
    preamble: doc.preamble,
    sections,
    needs,
    diagnostics,
  };
}

/** The ritual's name: the frontmatter's, else its folder's; a name that breaks the rules or differs is said. */
function readName(
  data: Record<string, unknown>,
  hasFrontmatter: boolean,
  folderName: string,
  diag: (d: Omit<Diagnostic, 'path'>) => void,
): string {
  const rawName = stringField(data, 'name', diag);
  if (rawName === undefined) {
    if (hasFrontmatter)
      diag({ severity: 'warning', code: 'no-name', message: `frontmatter has no name; using the folder name "${folderName}"` });
    return folderName;
  }
  const problem = nameProblem(rawName);
  if (problem) {
    diag({ severity: 'warning', code: 'name-format', message: `name "${rawName}" ${problem}` });
  }
  const name = rawName.trim() || folderName;
  if (name !== folderName) {
    diag({ severity: 'warning', code: 'name-folder', message: `name "${name}" differs from its folder "${folderName}"; both find it` });
  }
  return name;
}

function readDescription(
  data: Record<string, unknown>,
  hasFrontmatter: boolean,
  diag: (d: Omit<Diagnostic, 'path'>) => void,
): string | undefined {
  const description = stringField(data, 'description', diag);
  if (description === undefined || description.trim() === '') {
    if (hasFrontmatter) diag({ severity: 'warning', code: 'no-description', message: 'frontmatter has no description' });
  } else if (description.length > MAX_DESCRIPTION) {
    diag({
      severity: 'warning',
      code: 'description-length',
      message: `description is ${description.length} characters (at most ${MAX_DESCRIPTION})`,
    });
  }
  return description;
}

/** What the sections lack or repeat: needs, a conversation, a write phase, and sections `phases:` names. */
function checkSections(
  sections: readonly Section[],
  needs: readonly unknown[],
  overrides: ReadonlyMap<string, unknown>,
  diag: (d: Omit<Diagnostic, 'path'>) => void,
): void {
  const needSections = sections.filter((s) => s.phase === 'needs');
  if (needSections.length === 0) {
    diag({ severity: 'warning', code: 'no-needs', message: 'no "## What I Need" section: nothing will be gathered' });
  } else if (needs.length === 0) {
    diag({
      severity: 'warning',
      code: 'empty-needs',
      message: '"What I Need" has no bullets: list one need per bullet',
      line: needSections[0]!.line,
    });
  }
  if (needSections.length > 1) {
    diag({
      severity: 'warning',
      code: 'duplicate-needs',
      message: 'more than one "What I Need" section; their needs are merged',
      line: needSections[1]!.line,
    });
  }
  if (!sections.some((s) => s.phase === 'inline')) {
    diag({
      severity: 'warning',
      code: 'no-inline',
      message: 'no inline phase (a conversation section): the run will have no conversation',
    });
  }
  if (!sections.some((s) => s.phase === 'write')) {
    diag({ severity: 'warning', code: 'no-write', message: 'no write phase: the run will not write anything to the vault' });
  }
  for (const heading of overrides.keys()) {
    if (!sections.some((s) => s.heading.toLowerCase() === heading)) {
      diag({
        severity: 'warning',
        code: 'phases-unknown-section',
        message: `phases: names a section "${heading}" that the file does not have`,
      });
    }
  }
}
