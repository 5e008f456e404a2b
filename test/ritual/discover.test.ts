import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_PARSE_CACHE, type ParseCache } from '../../src/cache/parse-cache.js';
import { discoverRituals, findRitual, type SearchDir, searchPath } from '../../src/ritual/discover.js';
import { runInProcess } from '../support/cli.js';
import { copyOfSampleVault, REPO, tempDir } from '../support/tmp.js';

function ritual(dir: string, folder: string, name: string, description = 'd'): void {
  mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, folder, 'SKILL.md'), `---\nname: ${name}\ndescription: ${description}\n---\n\n## Conversation\n\n- Why?\n`);
}

/** findRitual finds, for each name, the ritual the ordered walk (skill list) shows running under that name. */
function expectSameAsList(dirs: SearchDir[], names: string[]): void {
  const running = discoverRituals(dirs).filter((f) => !f.shadowedBy);
  for (const name of names) {
    const listed = running.find((f) => f.ritual?.name === name || f.ritual?.folderName === name);
    expect(findRitual(name, dirs).path, name).toBe(listed?.ritual?.path);
  }
}

describe('ritual discovery', () => {
  it('within one folder, finds the folders in the human order of their names: the first of two rituals of one name wins', () => {
    const dir = tempDir();
    ritual(dir, 'Planning', 'plan', 'from Planning');
    ritual(dir, 'old-plan', 'plan', 'from old-plan');
    // "old-plan" before "Planning", as people read them; by code unit the capital would come first.
    expect(findRitual('plan', [{ dir, source: 'flag', from: '--skills' }]).description).toBe('from old-plan');
  });

  it('finds a ritual whose folder holds no two of one name without ordering it: its rituals read once each, no later folder', () => {
    const dir = tempDir();
    const later = tempDir();
    ritual(dir, 'alpha', 'alpha');
    ritual(dir, 'beta', 'beta');
    ritual(dir, 'gamma', 'gamma');
    ritual(later, 'delta', 'delta');
    const read: string[] = [];
    const counting: ParseCache = {
      ...NO_PARSE_CACHE,
      parse: (kind, path, r, parse) => {
        read.push(path);
        return NO_PARSE_CACHE.parse(kind, path, r, parse);
      },
    };
    const dirs = [
      { dir, source: 'flag' as const, from: '--skills' },
      { dir: later, source: 'flag' as const, from: '--skills' },
    ];
    expect(findRitual('beta', dirs, counting).name).toBe('beta');
    expect(read.map((p) => p.slice(dir.length)).sort()).toEqual(['/alpha/SKILL.md', '/beta/SKILL.md', '/gamma/SKILL.md']);
    read.length = 0;
    // An unknown name reads every ritual, to suggest close ones.
    expect(() => findRitual('betta', dirs, counting)).toThrow(/unknown ritual .betta./);
    expect(new Set(read)).toEqual(
      new Set([...['alpha', 'beta', 'gamma'].map((n) => join(dir, n, 'SKILL.md')), join(later, 'delta/SKILL.md')]),
    );
  });

  it('finds what skill list shows running when a folder holds two rituals of one folder name, and their order shadows a later folder', () => {
    const dir = tempDir();
    const later = tempDir();
    ritual(join(dir, 'a'), 'daily', 'morning');
    ritual(join(dir, 'B'), 'daily', 'evening');
    ritual(later, 'evening', 'evening', 'from the later folder');
    const dirs = [
      { dir, source: 'flag' as const, from: '--skills' },
      { dir: later, source: 'flag' as const, from: '--skills' },
    ];
    // a/daily before B/daily, as people read them (by code unit B would come first): it takes the name "daily", and
    // B/daily is shadowed whole, so "evening" is the later folder's.
    expect(findRitual('daily', dirs).path).toBe(join(dir, 'a/daily/SKILL.md'));
    expect(findRitual('evening', dirs).description).toBe('from the later folder');
    expectSameAsList(dirs, ['daily', 'morning', 'evening']);
  });

  it('across folders, a ritual shadowed by an earlier one through either of its names is not found by the other', () => {
    const first = tempDir();
    const second = tempDir();
    ritual(first, 'morning', 'planning-daily', 'mine');
    ritual(second, 'morning', 'sunrise');
    ritual(second, 'dusk', 'dusk');
    ritual(second, 'Evening', 'evening');
    const dirs = searchPath({ skillsDirs: [first, second] });
    expect(findRitual('planning-daily', dirs).description).toBe('mine');
    expect(findRitual('morning', dirs).path).toBe(join(first, 'morning/SKILL.md'));
    expect(() => findRitual('sunrise', dirs)).toThrow(/unknown ritual .sunrise./);
    expect(findRitual('dusk', dirs).path).toBe(join(second, 'dusk/SKILL.md'));
    // Names are matched as written: the folder "Evening" by "Evening", the frontmatter name by "evening", neither by "EVENING".
    expect(findRitual('Evening', dirs).name).toBe('evening');
    expect(findRitual('evening', dirs).folderName).toBe('Evening');
    expect(() => findRitual('EVENING', dirs)).toThrow(/unknown ritual .EVENING./);
    expectSameAsList(dirs, ['planning-daily', 'morning', 'dusk', 'evening', 'Evening', 'review-daily', 'planning-weekly']);
  });

  it("a ritual that cannot be parsed, asked for by its folder's name, gives the file's error", () => {
    const dir = tempDir();
    ritual(dir, 'alpha', 'alpha');
    mkdirSync(join(dir, 'broken'));
    writeFileSync(join(dir, 'broken/SKILL.md'), '---\nname: [unclosed\n---\n\n## Conversation\n\n- Why?\n');
    const dirs = [{ dir, source: 'flag' as const, from: '--skills' }];
    const listed = discoverRituals(dirs).find((f) => f.path.includes('broken'));
    expect(listed?.error).toBeTruthy();
    expect(() => findRitual('broken', dirs)).toThrow(listed!.error!);
    expect(findRitual('alpha', dirs).name).toBe('alpha');
  });

  it("lists a folder's rituals in the human order of their folder names", () => {
    const dir = tempDir();
    for (const folder of ['zebra', 'Élan', 'cherry', 'Banana', 'apple']) ritual(dir, folder, folder.toLowerCase().replace('é', 'e'));
    const listed = discoverRituals([{ dir, source: 'flag' }]).map((f) => f.ritual?.folderName);
    expect(listed).toEqual(['apple', 'Banana', 'cherry', 'Élan', 'zebra']);
  });

  it('searches --skills first, then the vault, then the bundled rituals; the first name wins', () => {
    const flag = tempDir();
    const vault = copyOfSampleVault();
    ritual(flag, 'planning-daily', 'planning-daily', 'from --skills');
    ritual(join(vault, '.skill/skills'), 'planning-daily', 'planning-daily', 'from the vault');
    ritual(join(vault, '.skill/skills'), 'evening', 'evening');
    const dirs = searchPath({ skillsDirs: [flag], vault });
    expect(findRitual('planning-daily', dirs).description).toBe('from --skills');
    const found = discoverRituals(dirs).filter((f) => f.ritual?.name === 'planning-daily');
    expect(found.map((f) => [f.source, f.shadowedBy === undefined])).toEqual([
      ['flag', true],
      ['vault', false],
      ['bundled', false],
    ]);
    expect(findRitual('evening', searchPath({ vault })).source).toBe('vault');
  });

  it('searches the vault folder layout.skills names before .skill/skills, and skill list says where each came from', async () => {
    const vault = copyOfSampleVault();
    mkdirSync(join(vault, '.skill'), { recursive: true });
    writeFileSync(join(vault, '.skill/config.yaml'), 'layout:\n  skills: Rituals\n');
    ritual(join(vault, 'Rituals'), 'evening', 'evening', 'in a folder Obsidian shows');
    ritual(join(vault, '.skill/skills'), 'evening', 'evening', 'hidden');
    const dirs = searchPath({ vault, vaultSkills: 'Rituals' });
    expect(findRitual('evening', dirs).description).toBe('in a folder Obsidian shows');
    const r = await runInProcess(['list', '--vault', vault, '--json']);
    const listed = (JSON.parse(r.stdout).rituals as { name: string; from: string; shadowed_by: string | null }[]).filter(
      (f) => f.name === 'evening',
    );
    expect(listed.map((f) => [f.from, f.shadowed_by === null])).toEqual([
      ['the vault folder Rituals (layout.skills)', true],
      ["the vault's .skill/skills", false],
    ]);
    const text = await runInProcess(['list', '--vault', vault]);
    expect(text.stdout).toContain(`from the vault folder Rituals (layout.skills): ${join(vault, 'Rituals/evening/SKILL.md')}`);
    expect(text.stdout).toContain(`from bundled with skill: ${join(REPO, 'skills/planning-daily/SKILL.md')}`);
    const made = await runInProcess(['new', 'morning-pages', '--vault', vault]);
    expect(made.stdout.trim()).toBe(join(vault, 'Rituals/morning-pages/SKILL.md'));
  });

  it('finds a ritual by its folder name and by its frontmatter name, and by path', () => {
    const dir = tempDir();
    ritual(dir, 'review-daily-custom', 'daily-review');
    const dirs = searchPath({ skillsDirs: [dir] });
    expect(findRitual('daily-review', dirs).folderName).toBe('review-daily-custom');
    expect(findRitual('review-daily-custom', dirs).name).toBe('daily-review');
    expect(findRitual(join(dir, 'review-daily-custom'), []).name).toBe('daily-review');
  });

  it('looks two levels down (skills/rituals/<name>) and skips _sub folders', () => {
    const dir = tempDir();
    cpSync(join(REPO, 'fixtures/rituals/no-needs'), join(dir, 'rituals/no-needs'), { recursive: true });
    ritual(join(dir, '_sub'), 'not-a-ritual', 'not-a-ritual');
    const names = discoverRituals([{ dir, source: 'flag' }]).map((f) => f.ritual?.name);
    expect(names).toEqual(['no-needs']);
  });
});

describe('skill list', () => {
  it('lists the rituals with their source and what shadows what', async () => {
    const vault = copyOfSampleVault();
    ritual(join(vault, '.skill/skills'), 'planning-daily', 'planning-daily', 'My own morning plan.');
    const r = await runInProcess(['list', '--vault', vault, '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout).rituals as { name: string; source: string; shadowed_by: string | null }[];
    const daily = rows.filter((x) => x.name === 'planning-daily');
    expect(daily.map((x) => [x.source, x.shadowed_by === null])).toEqual([
      ['vault', true],
      ['bundled', false],
    ]);
    expect(rows.filter((x) => x.source === 'bundled').map((x) => x.name)).toHaveLength(10);
    const text = await runInProcess(['list', '--vault', vault]);
    expect(text.stdout).toMatch(/planning-daily\s+My own morning plan\./);
    expect(text.stdout).toMatch(/\[shadowed by .*\.skill\/skills\/planning-daily\/SKILL\.md\]/);
  });

  it('shows an unquoted argument-hint of a third-party SKILL.md as its author wrote it', async () => {
    const r = await runInProcess(['list', '--skills', join(REPO, 'fixtures/third-party-skills')]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^daily-report\s+Generate a construction daily report \(\.docx with optional PDF export\) {2}\[optional: past date for backfill\]$/m,
    );
  });
});
