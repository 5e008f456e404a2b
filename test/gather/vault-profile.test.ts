/**
 * The people's and projects' fields kept with the profile part they were read for: used while that part is (the
 * projects are then made from them before the scan is waited for), read again (through the note cache) once any
 * person or project note changed: never the projects made early of a part the scan then shows changed. Real files in a temp vault, a real scan; each
 * "run" has a layout of its own (a new config), as a new process has.
 */
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TaskInput } from '../../src/gather/types.js';
import { VaultView } from '../../src/gather/vault-view.js';
import { folderFor, peopleFolder, profileOf, profilePeople, profileProjects } from '../../src/gather/vault-profile.js';
import { loadVaultConfig } from '../../src/vault/config.js';
import { keptKeyOf } from '../../src/vault/profile-load.js';
import { tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

/** A whole second, so that an mtime put back is the same to the nanosecond. */
const WHEN = 1_790_000_000;

/** Rewrites a note with other text of the same length and puts its mtime back: the edit size and mtime cannot see. */
function editUnseen(path: string, from: string, to: string): void {
  expect(statSync(path).mtimeMs).toBe(WHEN * 1000);
  expect(to.length).toBe(from.length);
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
  utimesSync(path, WHEN, WHEN);
}

describe("the people's and projects' kept fields", () => {
  const setup = () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      'People/Ada Byron.md': '---\naliases: [Countess]\nemail: ada@example.org\n---\n# Ada\n',
      'People/Alan Turing.md': '---\naliases: [Prof]\n---\n',
      'Projects/Launch.md': '---\ntype: project\nstatus: active\ntitle: Big Launch\ndue: 2026-12-01\n---\n',
      'Notes/Other.md': 'nothing\n',
    });
    for (const rel of ['People/Ada Byron.md', 'People/Alan Turing.md', 'Projects/Launch.md']) utimesSync(join(vault, rel), WHEN, WHEN);
    const cacheDir = join(tempDir(), 'cache');
    /**
     * One run: a new config and view. The people's names, aliases and addresses, the projects' titles and end dates,
     * the profile's key, and how many notes were looked up in the scan (each one the note cache was asked about).
     */
    const run = async () => {
      const config = loadVaultConfig(vault);
      const input = { vault, config, cacheDir, signal: new AbortController().signal } as unknown as TaskInput;
      const view = new VaultView(vault);
      let lookups = 0;
      const known = view.knownStat;
      Object.defineProperty(view, 'knownStat', {
        value: (path: string) => {
          lookups++;
          return known(path);
        },
      });
      // As a run's people and projects tasks do: both ask before the scan has ended, and get one profile.
      const [profile, same] = await Promise.all([profileOf(input, view, 'people'), profileOf(input, view, 'projects')]);
      expect(same).toBe(profile);
      expect(peopleFolder(input, profile.people)).toBe(join(vault, 'People'));
      const people = profilePeople(input, view, profile, join(vault, 'People')).people.map((p) => [p.name, p.aliases, p.emails]);
      const projects = profileProjects(input, view, profile).map((p) => [p.title, p.endDate]);
      return { people, projects, key: keptKeyOf(profile), lookups };
    };
    const notesDir = join(cacheDir, 'notes');
    const fieldsFile = () => join(notesDir, readdirSync(notesDir).find((f) => f.endsWith('.fields.bin'))!);
    return { vault, run, fieldsFile };
  };

  it('are used while the profile part is the same: no note is looked up, and an unseen edit stays unseen', async () => {
    const { vault, run } = setup();
    const first = await run();
    expect(first.people).toEqual([
      ['Ada Byron', ['Countess'], ['ada@example.org']],
      ['Alan Turing', ['Prof'], []],
    ]);
    expect(first.projects).toEqual([['Big Launch', '2026-12-01']]);
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(first.lookups).toBe(3);
    editUnseen(join(vault, 'People/Ada Byron.md'), 'Countess', 'Duchess!');
    writeFileSync(join(vault, 'Notes/Other.md'), 'another note, not a person nor a project\n');
    const second = await run();
    expect(second).toEqual({ ...first, lookups: 0 });
  });

  it('are read again when a person or project note changed (the key is not the same), or when the kept file is damaged', async () => {
    const { vault, run, fieldsFile } = setup();
    const first = await run();
    // The same unseen edit, then a changed mtime on the note: the part's key changes and the notes are looked up again.
    editUnseen(join(vault, 'People/Ada Byron.md'), 'Countess', 'Duchess!');
    utimesSync(join(vault, 'People/Ada Byron.md'), new Date(), new Date(Date.now() + 5000));
    const touched = await run();
    expect(touched.key).not.toBe(first.key);
    expect(touched.people[0]).toEqual(['Ada Byron', ['Duchess!'], ['ada@example.org']]);
    expect(touched.lookups).toBe(3);
    // A project's new title, seen by its size.
    writeFileSync(join(vault, 'Projects/Launch.md'), '---\ntype: project\nstatus: active\ntitle: Bigger Launch\ndue: 2026-12-01\n---\n');
    const retitled = await run();
    expect(retitled.projects).toEqual([['Bigger Launch', '2026-12-01']]);
    expect(retitled.people).toEqual(touched.people);
    expect((await run()).lookups).toBe(0);
    // A flipped bit in the kept file: a miss (every note looked up again), never a wrong value; then kept again.
    const bytes = readFileSync(fieldsFile());
    bytes[bytes.length - 3]! ^= 0x20;
    writeFileSync(fieldsFile(), bytes);
    expect(await run()).toEqual({ ...retitled, lookups: 3 });
    expect((await run()).lookups).toBe(0);
  });
});

describe('the folder a new note of a kind goes to', () => {
  it('is where most of the kind are (the first by name on a tie, the vault itself as ""), unless a config names one', () => {
    const notes = ['People/Ada.md', 'Team/Bo.md', 'People/Cy.md', 'Team/Di.md', 'People/sub/Ed.md', 'Fay.md'];
    expect(folderFor(notes, false, 'Layout')).toBe('People'); // 2 and 2 (People/sub is another): People first by name
    expect(folderFor([...notes, 'Team/Gus.md'], false, 'Layout')).toBe('Team');
    expect(folderFor(['Ada.md', 'Bo.md', 'People/Cy.md'], false, 'Layout')).toBe('');
    expect(folderFor(notes, true, 'Layout')).toBe('Layout');
    expect(folderFor([], false, 'Layout')).toBe('Layout');
  });

  it("takes each note's folder as posix.dirname does, odd slashes included", () => {
    const odd = ['a//b.md', '/x.md', '//y.md', 'c/', 'd//', '/e/f.md', 'g/h/i.md', 'j.md', '/'];
    for (const rel of odd) expect(folderFor([rel], false, 'Layout'), rel).toBe(posix.dirname(rel) === '.' ? '' : posix.dirname(rel));
  });
});
