/**
 * Loads the sub-skill catalogue from `_sub/` folders on the search path (`--skills DIR/_sub`, `<vault>/.skill/skills/_sub`,
 * bundled `skills/_sub`). The first sub-skill with a name wins. A broken user sub-skill is reported, not fatal:
 * the planner simply cannot use it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readTextFile } from '../io/read-text.js';
import { BadInputError } from '../errors.js';
import { NO_PARSE_CACHE, type ParseCache } from '../cache/parse-cache.js';
import { join } from 'node:path';
import { parseFrontmatter, FrontmatterError } from '../ritual/frontmatter.js';
import type { SearchDir } from '../ritual/discover.js';
import { Reader, ConfigError, TIMEOUT_MAX_MS, yamlLocator } from '../vault/config-read.js';
import { splitCommand } from '../vault/config.js';
import {
  CAPTURE_KINDS,
  type Catalogue,
  type CatalogueProblem,
  type OptionValue,
  type Runner,
  type ServeEntry,
  type ServeOption,
  type SubSkill,
} from './catalogue-types.js';
import { loadVocabulary } from './vocabulary-file.js';

const BUILTIN_HANDLERS = ['calendar', 'search', 'references', 'tasks', 'notes', 'meetings'] as const;

/** Phrases stay as written (the need reader compiles them); each must have a word in it. */
function phraseList(r: Reader): string[] {
  const list = r.stringList([]).map((p) => p.trim());
  list.forEach((p, i) => {
    if (!/[\p{L}\p{N}]/u.test(p)) (Array.isArray(r.value) ? r.child(i) : r).fail('has no words: a phrase names what a need says');
  });
  return list;
}

/** `marks:` of an option value: `#tag`s and `[c]` task status characters (one character in brackets). */
function readMarks(r: Reader): string[] {
  const marks = r.stringList([]);
  marks.forEach((m, i) => {
    if (!/^#[^\s#]+$/u.test(m) && !/^\[[^\]\s]\]$/u.test(m))
      (Array.isArray(r.value) ? r.child(i) : r).fail('is no mark: write a #tag or a task status such as [w]');
  });
  return marks;
}

function readOptions(r: Reader): ServeOption[] {
  if (!r.present) return [];
  r.mapping(Object.keys(r.value as object));
  return Object.keys(r.value as object).map((param) => {
    const c = r.child(param);
    if (c.value !== null && typeof c.value === 'object' && !Array.isArray(c.value) && 'capture' in c.value) {
      // A captured option takes its values from the need's words: nothing else may stand beside it.
      if ('values' in c.value) c.fail('has both capture: and values:; a captured option takes its values from the need');
      c.mapping(['capture']);
      return { param, values: [], default: [], capture: c.child('capture').oneOf(CAPTURE_KINDS, 'name') };
    }
    const o = c.mapping(['default', 'values']);
    const valuesReader = o.child('values');
    if (!valuesReader.present) o.fail('needs values: (or capture: tag, name, folder, topic or term)');
    valuesReader.mapping(Object.keys(valuesReader.value as object));
    const values: OptionValue[] = Object.keys(valuesReader.value as object).map((value) => {
      const v = valuesReader.child(value).mapping(['when', 'unless', 'after', 'marks']);
      const after = v.child('after').string();
      const marks = readMarks(v.child('marks'));
      return {
        value,
        when: phraseList(v.child('when')),
        unless: phraseList(v.child('unless')),
        ...(after ? { after } : {}),
        ...(marks.length ? { marks } : {}),
      };
    });
    const defaults = o.child('default').stringList([]);
    for (const d of defaults) {
      if (!values.some((v) => v.value === d)) o.child('default').fail(`names "${d}", which is not one of its values`);
    }
    return { param, values, default: defaults };
  });
}

const ROLES = ['person', 'related-notes', 'mentions', 'notes', 'content'] as const;

function readRoles(r: Reader): string[] {
  const roles = r.stringList([]);
  roles.forEach((role, i) => {
    if (!(ROLES as readonly string[]).includes(role))
      (Array.isArray(r.value) ? r.child(i) : r).fail(`unknown role; roles are ${ROLES.join(', ')}`);
  });
  return roles;
}

function readServes(r: Reader, name: string, kind: string): ServeEntry[] {
  if (!r.present) r.fail('is required: the phrases of the needs this sub-skill serves');
  const items = Array.isArray(r.value) ? r.list() : [r];
  // A plain list of phrases is one entry named after the sub-skill.
  if (Array.isArray(r.value) && r.value.every((v) => typeof v === 'string')) {
    return [
      {
        id: name,
        title: name,
        group: name,
        phrases: phraseList(r),
        params: {},
        options: [],
        usesRange: kind === 'fetch',
        missing: undefined,
        narrowing: [],
      },
    ];
  }
  return items.map((e, i) => {
    e.mapping(['id', 'title', 'group', 'phrases', 'params', 'options', 'range', 'missing', 'narrowing', 'roles']);
    const params: Record<string, string> = {};
    const p = e.child('params');
    if (p.present) {
      p.mapping(Object.keys(p.value as object));
      for (const key of Object.keys(p.value as object)) params[key] = p.child(key).string() as string;
    }
    const phrases = phraseList(e.child('phrases'));
    if (phrases.length === 0) e.child('phrases').fail('needs at least one phrase');
    const rangeValue = e.child('range').value;
    if (rangeValue !== undefined && typeof rangeValue !== 'boolean') e.child('range').fail('should be true or false');
    const id = e.child('id').string(`${name}-${i + 1}`);
    const title = e.child('title').string(id);
    return {
      id,
      title,
      group: e.child('group').string(title),
      phrases,
      params,
      options: readOptions(e.child('options')),
      usesRange: typeof rangeValue === 'boolean' ? rangeValue : kind === 'fetch',
      missing: e.child('missing').string(),
      narrowing: phraseList(e.child('narrowing')),
      ...(e.child('roles').present ? { roles: readRoles(e.child('roles')) } : {}),
    };
  });
}

function readRunner(r: Reader, prose: string, path: string): Runner {
  const handler = r.child('handler');
  const run = r.child('run');
  if (handler.present && run.present) r.fail('has both handler: and run:; a sub-skill runs one way');
  if (handler.present) {
    const h = handler.string() as string;
    if (!(BUILTIN_HANDLERS as readonly string[]).includes(h))
      handler.fail(`unknown built-in handler; built-ins are ${BUILTIN_HANDLERS.join(', ')}`);
    return { type: 'builtin', handler: h };
  }
  if (run.present) {
    const command = Array.isArray(run.value) ? run.stringList([]) : splitCommand(run.string() as string);
    if (command.length === 0) run.fail('is empty');
    return {
      type: 'command',
      command,
      timeoutMs: r.child('timeout').duration(30_000, TIMEOUT_MAX_MS),
      maxBytes: r.child('max_bytes').bytes(1024 * 1024),
    };
  }
  return { type: 'prose', prose, path };
}

export function parseSubSkill(text: string, path: string, folderName: string, source: SubSkill['source']): SubSkill {
  let fm;
  try {
    fm = parseFrontmatter(text);
  } catch (err) {
    if (err instanceof FrontmatterError) throw new ConfigError(`${path}:${err.line}: ${err.message}`);
    throw err;
  }
  // Errors name the line: the frontmatter's YAML starts on the file's second line.
  const r = new Reader(path, fm.data, '', [], yamlLocator(frontmatterSource(text), 2));
  r.mapping(['name', 'description', 'kind', 'handler', 'run', 'timeout', 'max_bytes', 'produces', 'serves', 'argument-hint', 'metadata']);
  const name = r.child('name').string(folderName).trim();
  const kind = r.child('kind').oneOf(['fetch', 'resolve'] as const, 'fetch');
  const runner = readRunner(r, fm.body.trim(), path);
  const produces = r.child('produces').string();
  if (produces !== undefined && !/^[\w.-]+\.md$/.test(produces)) r.child('produces').fail('should be a file name such as weather.md');
  if (kind === 'fetch' && runner.type !== 'builtin' && produces === undefined) {
    r.child('produces').fail('is required for a fetch sub-skill: the session file its output goes to');
  }
  return {
    name,
    description: r.child('description').string(''),
    kind,
    runner,
    produces,
    serves: readServes(r.child('serves'), name, kind),
    prose: fm.body.trim(),
    path,
    source,
  };
}

/** The `_sub` folders of the search path, in search order. */
function subSkillDirs(dirs: readonly SearchDir[]): { dir: string; source: SubSkill['source'] }[] {
  // Claude Code's skills folders hold rituals, never our sub-skills.
  return dirs
    .filter((d) => d.source !== 'path' && d.source !== 'user' && !d.claude)
    .map((d) => ({ dir: join(d.dir, '_sub'), source: d.source as SubSkill['source'] }));
}

/** The YAML between a file's opening and closing `---` (empty when there is none). */
function frontmatterSource(text: string): string {
  const m = /^\uFEFF?---[^\n]*\n([\s\S]*?)\n---/.exec(text.replace(/\r\n?/g, '\n'));
  return m ? m[1]! : '';
}

/** The catalogue; `cache` keeps each sub-skill's parse (and the vocabulary's) between runs (src/cache/parse-cache.ts). */
export function loadCatalogue(dirs: readonly SearchDir[], cache: ParseCache = NO_PARSE_CACHE): Catalogue {
  const subSkills: SubSkill[] = [];
  const problems: CatalogueProblem[] = [];
  const seen = new Set<string>();
  const vocabulary = loadVocabulary(
    subSkillDirs(dirs).map((d) => join(d.dir, 'vocabulary.yaml')),
    problems,
    cache,
  );
  for (const { dir, source } of subSkillDirs(dirs)) {
    let names: string[];
    try {
      names = readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort();
    } catch {
      continue;
    }
    for (const folder of names) {
      const path = join(dir, folder, 'SKILL.md');
      if (!existsSync(path)) continue;
      try {
        const sub = cache.parse(`sub-skill ${source}`, path, readTextFile, (text) => parseSubSkill(text, path, folder, source));
        if (seen.has(sub.name)) continue;
        seen.add(sub.name);
        subSkills.push(sub);
      } catch (err) {
        // A sub-skill that cannot be parsed, or read (a FIFO, a device, a huge file), is a problem of its own: listed.
        if (!(err instanceof BadInputError)) throw err;
        problems.push({ path, message: err.message });
      }
    }
  }
  return { subSkills, vocabulary, problems };
}

/** Finds "sub-skill" or "sub-skill#entry" in the catalogue. */
export function findEntry(catalogue: Catalogue, ref: string): { sub: SubSkill; entry: ServeEntry } | undefined {
  const [name, id] = ref.split('#');
  const sub = catalogue.subSkills.find((s) => s.name === name);
  if (!sub) return undefined;
  const entry = id === undefined ? sub.serves[0] : sub.serves.find((e) => e.id === id);
  return entry ? { sub, entry } : undefined;
}
