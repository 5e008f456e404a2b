/**
 * Every file a run gathers is its own (two tasks of one sub-skill never share a name), and memory.md's line about
 * it says what it holds: the same range and count for a calendar, the same query and count for a search.
 */
import { mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_OWN_FILES } from '../../src/plan/outputs.js';
import { gathered } from '../../src/run/resume.js';
import { readState } from '../../src/session/state.js';
import { runCli } from '../support/cli.js';
import { REPO, copyOfSampleVault } from '../support/tmp.js';

const RITUAL = join(REPO, 'fixtures/rituals/overlapping-needs');

/** "Monday, November 23, 2026" or "2026-11-23" → "2026-11-23". */
function isoDay(words: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(words)) return words;
  const d = new Date(`${words.replace(/^\w+day, /, '')} 00:00 UTC`);
  expect(Number.isNaN(d.getTime()), words).toBe(false);
  return d.toISOString().slice(0, 10);
}

/** What memory.md's summary line claims about a file, and what the file itself says, in the same terms. */
function claims(name: string, summary: string, content: string): { memory: unknown; file: unknown } {
  if (name.startsWith('calendar')) {
    const m = /^(\d+) events? for (.+?)(?: to (.+?))?:?$/.exec(summary);
    expect(m, summary).not.toBeNull();
    const days = [...content.matchAll(/^## (\w+day, .+)$/gm)].map((d) => isoDay(d[1]!));
    const count = /^Summary: (\d+) events?/m.exec(content)?.[1];
    return {
      memory: { count: m![1], start: isoDay(m![2]!), end: isoDay(m![3] ?? m![2]!) },
      file: { count, start: days[0], end: days.at(-1) },
    };
  }
  if (name.startsWith('resources')) {
    const m = /^(\d+) documents? found for "(.*)":?$/.exec(summary);
    expect(m, summary).not.toBeNull();
    return {
      memory: { count: m![1], query: m![2] },
      file: { count: /^Results: (\d+)$/m.exec(content)?.[1], query: /^Query: (.*)$/m.exec(content)?.[1] },
    };
  }
  throw new Error(`no comparison for ${name}`);
}

describe('gathered files', () => {
  it('each task writes its own file, and memory.md describes each one as it is', async () => {
    const vault = copyOfSampleVault();
    const r = await runCli(['run', RITUAL, 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare']);
    expect(r.exitCode, r.stderr).toBe(0);
    const dir = r.stdout.trim();
    const memory = readFileSync(join(dir, 'memory.md'), 'utf8').split('\n');
    const gathered = readdirSync(dir)
      .filter((n) => !SESSION_OWN_FILES.includes(n))
      .sort();
    // Two calendars and two searches: four files, not two overwritten ones.
    expect(gathered).toHaveLength(4);
    const listed = memory.filter((l) => /^- \*\*[^*]+\*\*: .* ✓$/.test(l));
    expect(listed).toHaveLength(gathered.length);
    for (const name of gathered) {
      const at = memory.flatMap((l, i) => (l === `- **${name}**: ${join(dir, name)} ✓` ? [i] : []));
      expect(at, `memory.md lines about ${name}`).toHaveLength(1);
      const { memory: said, file } = claims(name, memory[at[0]! + 1]!, readFileSync(join(dir, name), 'utf8'));
      expect(said, name).toEqual(file);
    }
  });

  // The gathered files are not flushed to the disk (src/session/files.ts): one a power cut left empty must make a
  // resume gather again, not talk over an empty calendar.
  it('a gathered file or memory.md left empty counts as not gathered, so a resume gathers again', async () => {
    const vault = copyOfSampleVault();
    const r = await runCli(['run', RITUAL, 'next', 'monday', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare']);
    expect(r.exitCode, r.stderr).toBe(0);
    const dir = r.stdout.trim();
    const state = readState(dir)!;
    expect(gathered(dir, state)).toBe(true);
    const file = state.tasks.flatMap((t) => t.files ?? [])[0]!.path;
    for (const emptied of [file, join(dir, 'memory.md')]) {
      const text = readFileSync(emptied, 'utf8');
      truncateSync(emptied);
      expect(gathered(dir, state), emptied).toBe(false);
      writeFileSync(emptied, text);
      expect(gathered(dir, state), emptied).toBe(true);
    }
    // A recorded file that cannot be reached (a file where its folder was: ENOTDIR) is not gathered either, and no
    // error: the resume gathers again.
    const moved = {
      ...state,
      tasks: state.tasks.map((t) => ({ ...t, files: t.files?.map((f) => ({ ...f, path: join(dir, 'memory.md', 'x.md') })) })),
    };
    expect(gathered(dir, moved)).toBe(false);
  });
});

describe('gathered() and a task whose file is empty by rights', () => {
  // A command sub-skill that prints nothing succeeds with an empty file ("no output", command-skill.ts): that is
  // what it gathered, not a file a power cut emptied, so a resume must not gather again (and call it again) for it.
  it('a command sub-skill that printed nothing still counts as gathered', async () => {
    const vault = copyOfSampleVault();
    const sub = join(vault, '.skill/skills/_sub/fetch-quiet');
    mkdirSync(sub, { recursive: true });
    writeFileSync(
      join(sub, 'SKILL.md'),
      '---\nname: fetch-quiet\nkind: fetch\nproduces: quiet.md\nrun: ["true"]\ntimeout: 10s\nserves: ["quiet data"]\n---\n',
    );
    const ritual = join(vault, '.skill/skills/quiet');
    mkdirSync(ritual, { recursive: true });
    writeFileSync(join(ritual, 'SKILL.md'), '---\nname: quiet\ndescription: d\n---\n\n## What I Need\n\n- Quiet data for the day\n');
    const r = await runCli(['run', 'quiet', '--vault', vault, '--now', '2026-11-22T09:00', '--prepare']);
    expect(r.exitCode, r.stderr).toBe(0);
    const dir = r.stdout.trim();
    const state = readState(dir)!;
    const task = state.tasks.find((t) => t.files?.some((f) => f.name === 'quiet.md'));
    expect(task?.status).toBe('ok');
    expect(readFileSync(join(dir, 'quiet.md'), 'utf8')).toBe('');
    expect(gathered(dir, state)).toBe(true);
  });
});
