/**
 * The vault's terms between runs (src/run/vault-terms.ts): a warm run plans at once with the terms the last run kept
 * and settles them once the scan is done; a vault that changed gets its terms made again from the changed notes only,
 * and a run plans again before it gathers.
 */
import { readFileSync, realpathSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NamedTerm } from '../../src/need/types.js';
import { termFilter } from '../../src/plan/planner.js';
import { openVaultTerms } from '../../src/run/vault-terms.js';
import { VaultView } from '../../src/gather/vault-view.js';
import { loadVaultConfig } from '../../src/vault/config.js';
import { loadProfile } from '../../src/vault/profile-load.js';
import { cliEnv, runCli } from '../support/cli.js';
import { vaultNotesFile } from '../../src/cache/dir.js';
import { writeJsonCacheFile, writeTextCacheFile } from '../../src/cache/file.js';
import { damageFile } from '../support/damage.js';
import { tempDir } from '../support/tmp.js';
import { writeTree } from '../support/write-tree.js';

const tags = (terms: readonly NamedTerm[] | undefined) => (terms ?? []).flatMap((t) => t.options?.tag ?? []).sort();
const open = (vault: string, cache: string) => openVaultTerms(vault, loadVaultConfig(vault), new AbortController().signal, cache);

describe('kept vault terms', () => {
  it('are provisional at once, and settle to the same array when no note changed', async () => {
    const vault = writeTree(join(tempDir(), 'V'), {
      'Notes/a.md': '# a\n\n#alpha-topic\n',
      'Notes/b.md': '---\ntags: [beta-topic]\n---\n# b\n',
    });
    const cache = tempDir('terms-cache-');
    const first = open(vault, cache);
    expect(first.provisional).toBeUndefined();
    expect(tags(await first.settled())).toEqual(['alpha-topic', 'beta-topic']);
    const second = open(vault, cache);
    expect(tags(second.provisional)).toEqual(['alpha-topic', 'beta-topic']);
    expect(await second.settled()).toBe(second.provisional);
  });

  it('are made into objects only where the needs could name them; all() gives every one', async () => {
    const vault = writeTree(join(tempDir(), 'V'), { 'Notes/a.md': '# a\n\n#alpha-topic\n', 'Notes/b.md': '# b\n\n#beta-topic\n' });
    const cache = tempDir('terms-cache-');
    await open(vault, cache).settled();
    const wanted = termFilter([{ text: 'Notes tagged alpha topic', line: 1 }]);
    const kept = openVaultTerms(vault, loadVaultConfig(vault), new AbortController().signal, cache, undefined, wanted);
    expect(tags(kept.provisional)).toEqual(['alpha-topic']);
    expect(await kept.settled()).toBe(kept.provisional);
    expect(tags(await kept.all())).toEqual(['alpha-topic', 'beta-topic']);
  });

  it('are made again when a note is added, reading only the notes whose size or mtime changed', async () => {
    const vault = writeTree(join(tempDir(), 'V'), { 'Notes/a.md': '# a\n\n#alpha-topic\n', 'Notes/b.md': '# b\n\n#beta-topic\n' });
    const cache = tempDir('terms-cache-');
    const b = join(vault, 'Notes/b.md');
    utimesSync(b, 1_700_000_000, 1_700_000_000); // a whole second: the same mtime can be set again below
    await open(vault, cache).settled();
    // b's text changes but keeps its size and mtime: the facts kept for it stand (the note cache's one blind spot,
    // shared with the search index), which shows it was not read again.
    writeFileSync(b, readFileSync(b, 'utf8').replace('beta-topic', 'zeta-topic'));
    utimesSync(b, 1_700_000_000, 1_700_000_000);
    writeFileSync(join(vault, 'Notes/c.md'), '# c\n\n#delta-topic\n');
    const next = open(vault, cache);
    expect(tags(next.provisional)).toEqual(['alpha-topic', 'beta-topic']);
    const settled = await next.settled();
    expect(settled).not.toBe(next.provisional);
    expect(tags(settled)).toEqual(['alpha-topic', 'beta-topic', 'delta-topic']);
  });

  it('keep non-ASCII and odd keys whole, in the order they are made in', async () => {
    const vault = writeTree(join(tempDir(), 'V'), {
      'Notes/a.md': '---\ntags: [café-crème, 2026-goals, __proto__]\naliases: [Übersicht Q4]\n---\n# a\n\n#日本語-notes\n',
      'Notes/b.md': '# b\n\n#zebra-topic #alpha-topic\n',
    });
    const cache = tempDir('terms-cache-');
    const made = await open(vault, cache).settled();
    expect(tags(made)).toContain('café-crème');
    const kept = open(vault, cache).provisional;
    expect(kept).toEqual(made);
  });

  it('are made again from a kept file that is damaged, cut short, of the format before, or pointing past its end', async () => {
    const vault = writeTree(join(tempDir(), 'V'), { 'Notes/a.md': '# a\n\n#alpha-topic\n', 'Notes/b.md': '# b\n\n#beta-topic\n' });
    const cache = tempDir('terms-cache-');
    const made = await open(vault, cache).settled();
    const file = vaultNotesFile(cache, realpathSync(vault), '.terms.json');
    const whole = readFileSync(file);
    const signature = JSON.parse(whole.toString('utf8').split('\n')[1]!).signature as string;
    const spoilt: [string, () => void][] = [
      ['a flipped bit', () => damageFile(file, { kind: 'flip', at: whole.length - 3, bit: 2 })],
      ['cut short', () => damageFile(file, { kind: 'cut', to: whole.length - 5 })],
      [
        'the JSON of the format before',
        () => writeJsonCacheFile(file, 'vault-terms6', { signature, packed: { alph: 'tag\talpha-topic' } }),
      ],
      [
        'a group past the end',
        () => writeTextCacheFile(file, 'vault-terms7', `${JSON.stringify({ signature, groups: [['alph', 0, 999]] })}\nx`),
      ],
      ['no JSON line', () => writeTextCacheFile(file, 'vault-terms7', 'tag\talpha-topic')],
    ];
    for (const [what, spoil] of spoilt) {
      writeFileSync(file, whole);
      spoil();
      const again = open(vault, cache);
      expect(again.provisional, what).toBeUndefined();
      expect(await again.settled(), what).toEqual(made);
      expect(open(vault, cache).provisional, what).toEqual(made); // and kept whole again
    }
  });

  it('give the profile its marks from the same read of each note, and the profile is the one made afresh', async () => {
    const vault = writeTree(join(tempDir(), 'V'), {
      'References/Ada Lovelace.md': '---\ncategories:\n  - "[[People]]"\n---\n# Ada\n',
      'Notes/Engine.md': '---\ntype: project\nstatus: active\n---\n# Engine\n\n#idea\n',
      'Notes/c.md': '# c\n',
    });
    const cache = tempDir('terms-cache-');
    await open(vault, cache).settled();
    const config = loadVaultConfig(vault);
    const made = loadProfile(vault, config.layout, { cacheDir: cache });
    const fresh = loadProfile(vault, config.layout, { fresh: true });
    expect(made.people.notes).toEqual(['References/Ada Lovelace.md']);
    expect(made.people.notes).toEqual(fresh.people.notes);
    expect(made.projects.notes).toEqual(fresh.projects.notes);
    expect(made.projects.notes).toEqual(['Notes/Engine.md']);
  });

  it('are settled before the gather: a run after a note was added plans with its term', async () => {
    const vault = writeTree(join(tempDir(), 'V'), {
      'Notes/a.md': '# a\n',
      '.skill/skills/shelf/SKILL.md':
        '---\nname: shelf\ndescription: t\n---\n# Shelf\n\n## What I Need\n\n- Book notes with a rating\n\n## Conversation\n\nAsk.\n',
    });
    const env = cliEnv();
    const run = async () => {
      const r = await runCli(['run', 'shelf', '--prepare', '--json', '--vault', vault, '--now', '2026-11-27T09:00'], { env });
      expect(r.exitCode, r.stderr).toBe(0);
      const state = JSON.parse(readFileSync(join(JSON.parse(r.stdout).session, 'session.json'), 'utf8'));
      return state.needs[0].status as string;
    };
    expect(await run()).not.toBe('understood'); // no book notes yet: kept terms without them
    writeFileSync(join(vault, 'Notes/Dune.md'), '---\ncategories:\n  - "[[Books]]"\nrating: 5\n---\n# Dune\n');
    expect(await run()).toBe('understood');
  });

  it('gather early with the kept terms, and gather again when the settled terms change the tasks', async () => {
    const vault = writeTree(join(tempDir(), 'V'), {
      'Notes/Reading List.md': '# RL\n\n- [[Dune]]\n',
      '.skill/skills/shelf/SKILL.md':
        '---\nname: shelf\ndescription: t\n---\n# Shelf\n\n## What I Need\n\n- My Reading List note\n\n## Conversation\n\nAsk.\n',
    });
    const env = cliEnv();
    const run = async () => {
      const r = await runCli(['run', 'shelf', '--prepare', '--json', '--vault', vault, '--now', '2026-11-27T09:00'], { env });
      expect(r.exitCode, r.stderr).toBe(0);
      const state = JSON.parse(readFileSync(join(JSON.parse(r.stdout).session, 'session.json'), 'utf8'));
      return state.tasks.map((t: { status: string; summary: string }) => `${t.status}: ${t.summary}`);
    };
    expect(await run()).toEqual(['ok: 1 note where file.name == "Reading List"']);
    // Renamed: the kept term names the old title, so the early gather finds nothing; the settled plan is gathered.
    renameSync(join(vault, 'Notes/Reading List.md'), join(vault, 'Notes/Reading list.md'));
    expect(await run()).toEqual(['ok: 1 note where file.name == "Reading list"']);
  });

  it('stop reading the notes for the terms when the run is interrupted, keeping nothing', async () => {
    const tree: Record<string, string> = {};
    for (let i = 0; i < 2500; i++) tree[`Notes/n${i}.md`] = `# n${i}\n\n#topic-${i % 7}\n`;
    const vault = writeTree(join(tempDir(), 'V'), tree);
    const cache = tempDir('terms-cache-');
    const controller = new AbortController();
    const view = new VaultView(vault);
    await view.scanned(); // the scan is done: what is interrupted is the reading of the notes
    const terms = openVaultTerms(vault, loadVaultConfig(vault), controller.signal, cache, view);
    const settling = terms.settled();
    setImmediate(() => controller.abort()); // runs at the reading's first turn of the event loop (after 2,000 notes)
    await expect(settling).rejects.toThrow(/interrupted while reading the vault/);
    expect(openVaultTerms(vault, loadVaultConfig(vault), new AbortController().signal, cache).provisional).toBeUndefined();
  });
});
