import {
  chmodSync,
  existsSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BadInputError, InterruptedError } from '../../../src/errors.js';
import { openBuiltinSearch } from '../../../src/gather/search/index.js';
import { scanInThread, type VaultScan } from '../../../src/gather/search/scan.js';
import { closeFile, HEAD_BYTES, readIndex } from '../../../src/gather/search/store.js';
import { refreshIndex } from '../../../src/gather/search/update.js';
import { pathsDigest } from '../../../src/cache/paths-digest.js';
import { crc32 } from '../../../src/cache/checksum.js';
import { tempVault, writeNote } from './helpers.js';

const open = (vault: string, cache: string) => openBuiltinSearch({ vault, cacheDir: cache });

async function found(vault: string, cache: string, query: string, limit = 10): Promise<string[]> {
  const engine = await open(vault, cache);
  return (await engine.search(query, { limit })).map((h) => h.relative);
}

/** How many segments the saved index has (1: base only; 2: base and delta). */
function segmentsSaved(cache: string): number {
  const bytes = readFileSync(cacheFile(cache));
  return (JSON.parse(bytes.toString('utf8', HEAD_BYTES, HEAD_BYTES + bytes.readUInt32LE(12))) as { deltaTerms: number }).deltaTerms >= 0
    ? 2
    : 1;
}

/** The path digest the state file keeps (store.ts), if any. */
function digestSaved(cache: string): string | undefined {
  const bytes = readFileSync(cacheFile(cache));
  return (JSON.parse(bytes.toString('utf8', HEAD_BYTES, HEAD_BYTES + bytes.readUInt32LE(12))) as { paths?: string }).paths;
}

/** The scan the worker thread gives a run, digest and all (under the test runner scans run in-thread, without one). */
async function scanWithDigest(vault: string): Promise<VaultScan> {
  const scan = await scanInThread(vault);
  return { ...scan, digest: pathsDigest(scan.rels) };
}

/** The one state file (`.idx`) or base file (`.base`) in the cache. */
function cacheFile(cache: string, kind: 'idx' | 'base' = 'idx'): string {
  const dir = join(cache, 'search');
  const files = readdirSync(dir).filter((f) => f.endsWith(`.${kind}`));
  expect(files).toHaveLength(1);
  return join(dir, files[0]!);
}

/** Changes a state or base file in place through `change` (given its bytes and the sections' absolute places), then seals it again. */
function resealed(file: string, change: (bytes: Buffer, sections: [number, number][]) => void): void {
  const bytes = readFileSync(file);
  const length = bytes.readUInt32LE(12);
  const header = JSON.parse(bytes.toString('utf8', HEAD_BYTES, HEAD_BYTES + length)) as { sections: [number, number][] };
  const start = HEAD_BYTES + length + ((8 - ((HEAD_BYTES + length) % 8)) % 8);
  change(
    bytes,
    header.sections.map(([at, size]) => [start + at, size]),
  );
  bytes.writeUInt32LE(crc32(bytes.subarray(20), crc32(bytes.subarray(0, 16))), 16);
  writeFileSync(file, bytes);
}

describe('built-in index across runs', () => {
  it('follows notes added, changed, renamed and deleted between runs', async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'Alpha.md', '# Alpha\n\nKickoff meeting for the launch.');
    writeNote(vault, 'notes/Money.md', 'Budget review with finance.');

    const first = await open(vault, cache);
    expect(first.stats).toMatchObject({ notes: 2, added: 2, changed: 0, removed: 0, loadedFromCache: false });
    expect((await first.search('kickoff', { limit: 5 })).map((h) => h.relative)).toEqual(['Alpha.md']);

    const second = await open(vault, cache);
    expect(second.stats).toMatchObject({ notes: 2, added: 0, changed: 0, removed: 0, loadedFromCache: true });

    writeNote(vault, 'notes/Money.md', 'Forecast for next year, numbers only.');
    renameSync(join(vault, 'Alpha.md'), join(vault, 'Renamed Alpha.md'));
    writeNote(vault, 'deep/er/New.md', 'A brand new zeppelin note.');
    const third = await open(vault, cache);
    expect(third.stats).toMatchObject({ notes: 3, added: 2, changed: 1, removed: 1, loadedFromCache: true });
    expect(await third.search('budget', { limit: 5 })).toEqual([]);
    expect((await third.search('forecast', { limit: 5 })).map((h) => h.relative)).toEqual(['notes/Money.md']);
    expect((await third.search('kickoff', { limit: 5 })).map((h) => h.relative)).toEqual(['Renamed Alpha.md']);
    expect((await third.search('zeppelin', { limit: 5 })).map((h) => h.relative)).toEqual(['deep/er/New.md']);

    rmSync(join(vault, 'notes/Money.md'));
    const fourth = await open(vault, cache);
    expect(fourth.stats).toMatchObject({ notes: 2, added: 0, changed: 0, removed: 1 });
    expect(await fourth.search('forecast', { limit: 5 })).toEqual([]);

    // What was saved is what was seen: a fifth run loads it and changes nothing.
    const fifth = await open(vault, cache);
    expect(fifth.stats).toMatchObject({ notes: 2, added: 0, changed: 0, removed: 0, loadedFromCache: true });
    expect(await found(vault, cache, 'zeppelin kickoff')).toEqual(expect.arrayContaining(['deep/er/New.md', 'Renamed Alpha.md']));
  });

  it("takes the scan's paths when its digest is the index's, and still sees every note added, changed, renamed or removed", async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'Alpha.md', '# Alpha\n\nKickoff meeting for the launch.');
    writeNote(vault, 'notes/Money.md', 'Budget review with finance.');
    writeNote(vault, 'Ünïcødé ş.md', 'Harbor notes.');
    const run = async () => openBuiltinSearch({ vault, cacheDir: cache, scan: scanWithDigest(vault) });
    const relatives = async (engine: Awaited<ReturnType<typeof run>>, query: string) =>
      (await engine.search(query, { limit: 5 })).map((h) => h.relative);
    expect((await run()).stats).toMatchObject({ notes: 3, added: 3, loadedFromCache: false });
    const listed = async () => pathsDigest((await scanInThread(vault)).rels);
    expect(digestSaved(cache)).toBe(await listed());
    // Unchanged: the same list, so the scan's paths; nothing to save.
    const state = statSync(cacheFile(cache));
    const same = await run();
    expect(same.stats).toMatchObject({ notes: 3, added: 0, changed: 0, removed: 0, loadedFromCache: true });
    expect(await relatives(same, 'harbor')).toEqual(['Ünïcødé ş.md']);
    expect(statSync(cacheFile(cache)).mtimeMs).toBe(state.mtimeMs);
    // Changed only: the same list still; the note is read again.
    writeNote(vault, 'notes/Money.md', 'Forecast for next year.');
    const changed = await run();
    expect(changed.stats).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect(await relatives(changed, 'forecast')).toEqual(['notes/Money.md']);
    expect(digestSaved(cache)).toBe(await listed());
    // Renamed, added, removed: another list, so the index's own paths are read and matched, and the new list kept.
    renameSync(join(vault, 'Alpha.md'), join(vault, 'Renamed Alpha.md'));
    writeNote(vault, 'deep/New.md', 'A brand new zeppelin note.');
    rmSync(join(vault, 'Ünïcødé ş.md'));
    const moved = await run();
    expect(moved.stats).toMatchObject({ notes: 3, added: 2, changed: 0, removed: 2, loadedFromCache: true });
    expect(await relatives(moved, 'kickoff')).toEqual(['Renamed Alpha.md']);
    expect(await relatives(moved, 'zeppelin')).toEqual(['deep/New.md']);
    expect(await relatives(moved, 'harbor')).toEqual([]);
    expect(digestSaved(cache)).toBe(await listed());
    expect(await relatives(await run(), 'kickoff zeppelin forecast')).toEqual(
      expect.arrayContaining(['Renamed Alpha.md', 'deep/New.md', 'notes/Money.md']),
    );
  });

  it('saves an unchanged index once with the digest when its state file has none (written before digests were kept)', async () => {
    const { vault, cache } = tempVault();
    for (let i = 0; i < 5; i++) writeNote(vault, `n${i}.md`, `harbor ${i}`);
    await open(vault, cache); // in-thread scan: no digest to keep
    expect(digestSaved(cache)).toBeUndefined();
    expect((await open(vault, cache)).stats.loadedFromCache).toBe(true);
    expect(digestSaved(cache)).toBeUndefined(); // and nothing saved for want of one
    const upgraded = await openBuiltinSearch({ vault, cacheDir: cache, scan: scanWithDigest(vault) });
    expect(upgraded.stats).toMatchObject({ notes: 5, added: 0, changed: 0, removed: 0, loadedFromCache: true });
    expect(digestSaved(cache)).toBe(pathsDigest((await scanInThread(vault)).rels));
    expect((await upgraded.search('harbor', { limit: 10 })).length).toBe(5);
  });

  it('marks a refresh whose one change is the added digest, so that failing to save it says nothing', async () => {
    const { vault, cache } = tempVault();
    for (let i = 0; i < 5; i++) writeNote(vault, `n${i}.md`, `harbor ${i}`);
    await open(vault, cache); // in-thread scan: saved without a digest
    const refresh = async () => {
      const data = readIndex(cacheFile(cache), realpathSync(vault));
      try {
        return await refreshIndex(data, vault, await scanWithDigest(vault));
      } finally {
        closeFile(data);
      }
    };
    // builtin.ts says "search index not saved" for a failed save unless the refresh was digest-only.
    expect(await refresh()).toMatchObject({ dirty: true, digestOnly: true, added: 0, changed: 0, removed: 0 });
    writeNote(vault, 'n5.md', 'harbor 5');
    const changed = await refresh();
    expect(changed).toMatchObject({ dirty: true, added: 1 });
    expect(changed.digestOnly).toBeUndefined();
  });

  it('finds a note whose mtime alone or size alone changed, or that vanished since the walk, when the path lists are the same', async () => {
    const { vault, cache } = tempVault();
    for (let i = 0; i < 4; i++) writeNote(vault, `n${i}.md`, `harbor ${i}`);
    await openBuiltinSearch({ vault, cacheDir: cache, scan: scanWithDigest(vault) });
    const refresh = async (edit: (scan: VaultScan) => void = () => {}) => {
      const data = readIndex(cacheFile(cache), realpathSync(vault));
      const scan = await scanWithDigest(vault);
      edit(scan);
      expect(scan.digest).toBe(data.pathsDigest); // the same list of paths every time
      try {
        return await refreshIndex(data, vault, scan);
      } finally {
        closeFile(data);
      }
    };
    expect(await refresh()).toMatchObject({ dirty: false, added: 0, changed: 0, removed: 0 });
    const save = () => openBuiltinSearch({ vault, cacheDir: cache, scan: scanWithDigest(vault) });
    const { atime, mtime } = statSync(join(vault, 'n1.md'));
    utimesSync(join(vault, 'n1.md'), atime, new Date(mtime.getTime() + 5000)); // the same text, a later mtime
    expect(await refresh()).toMatchObject({ dirty: true, added: 0, changed: 1, removed: 0 });
    await save();
    expect(await refresh()).toMatchObject({ dirty: false, changed: 0 });
    const when = 1_700_000_000; // whole seconds: set exactly on any file system
    utimesSync(join(vault, 'n2.md'), when, when);
    await save();
    writeNote(vault, 'n2.md', 'harbor 2 and more');
    utimesSync(join(vault, 'n2.md'), when, when); // another size, the same mtime
    expect(await refresh()).toMatchObject({ dirty: true, added: 0, changed: 1, removed: 0 });
    await save();
    // A note stat'ed as gone after the walk listed it.
    expect(await refresh((scan) => scan.mtime.fill(NaN, 3, 4))).toMatchObject({ dirty: true, added: 0, changed: 0, removed: 1 });
  });

  it('ranks exactly like a fresh build after many incremental runs, compaction included', async () => {
    const { vault, cache, root } = tempVault();
    const words = ['alpha', 'budget', 'meeting', 'roadmap', 'zeppelin', 'quarry', 'lantern', 'harbor', 'violet', 'ember'];
    let seed = 7;
    const rnd = (n: number): number => {
      // mulberry32: a small seeded generator, so the edit sequence is the same on every run
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    const text = (): string => Array.from({ length: 5 + rnd(30) }, () => words[rnd(words.length)]).join(' ');
    for (let i = 0; i < 120; i++) writeNote(vault, `n/${i}.md`, `# ${words[rnd(10)]}\n\n${text()}`);
    await open(vault, cache);
    // Small rounds stay in the delta segment; the last, big one (over COMPACT_MIN) compacts into one segment.
    const segments: number[] = [];
    for (const edits of [3, 5, 1, 300]) {
      for (let k = 0; k < edits; k++) {
        // Small rounds touch random notes; the big one rewrites or adds 300 distinct notes.
        const i = edits === 300 ? k : rnd(160);
        if (rnd(4) === 0) rmSync(join(vault, `n/${i}.md`), { force: true });
        else writeNote(vault, `n/${i}.md`, `## ${words[rnd(10)]}\n${text()}`);
      }
      const incremental = await open(vault, cache);
      segments.push(segmentsSaved(cache));
      expect(incremental.stats.added + incremental.stats.changed).toBeGreaterThan(0);
      const fresh = await openBuiltinSearch({ vault, cacheDir: join(root, `fresh-${edits}`) });
      expect(incremental.stats.notes).toBe(fresh.stats.notes);
      for (const q of ['alpha', 'budget meeting', 'zeppelin harbor violet', 'ember']) {
        const a = await incremental.search(q, { limit: 15 });
        const b = await fresh.search(q, { limit: 15 });
        expect(a.map((h) => [h.relative, h.score])).toEqual(b.map((h) => [h.relative, h.score]));
      }
    }
    expect(segments).toEqual([2, 2, 2, 1]);
  });

  it('rebuilds from a corrupt, truncated or other-version cache and says which in stats', async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'a.md', 'lantern festival');
    await open(vault, cache);
    const file = cacheFile(cache);

    writeFileSync(file, 'definitely not an index');
    const garbage = await open(vault, cache);
    expect(garbage.stats).toMatchObject({ loadedFromCache: false, notes: 1 });
    expect(garbage.stats.note).toBe('search index was damaged (not an index file); rebuilt');
    expect((await garbage.search('lantern', { limit: 3 })).map((h) => h.relative)).toEqual(['a.md']);
    expect((await open(vault, cache)).stats).toMatchObject({ loadedFromCache: true });

    truncateSync(file, Math.floor(readFileSync(file).length / 2));
    const truncated = await open(vault, cache);
    expect(truncated.stats.loadedFromCache).toBe(false);
    expect(truncated.stats.note).toMatch(/^search index was damaged \(.+\); rebuilt$/);
    expect((await truncated.search('festival', { limit: 3 })).map((h) => h.relative)).toEqual(['a.md']);

    const bytes = readFileSync(file);
    bytes.writeUInt32LE(999, 8);
    writeFileSync(file, bytes);
    const other = await open(vault, cache);
    expect(other.stats.loadedFromCache).toBe(false);
    expect(other.stats.note).toMatch(/^search index written by another version of skill \(index version 999, .*\); rebuilt$/);

    const base = cacheFile(cache, 'base');
    truncateSync(base, 40);
    const baseCut = await open(vault, cache);
    expect(baseCut.stats.loadedFromCache).toBe(false);
    expect(baseCut.stats.note).toMatch(/^search index was damaged \(.+\); rebuilt$/);
    expect((await baseCut.search('lantern', { limit: 3 })).map((h) => h.relative)).toEqual(['a.md']);

    rmSync(cacheFile(cache, 'base'));
    const baseGone = await open(vault, cache);
    expect(baseGone.stats).toMatchObject({ loadedFromCache: false });
    expect(baseGone.stats.note).toBe('search index incomplete (its base file is missing); rebuilt');
  });

  it('rebuilds an index whose delta, made to pass its checksum, has postings offsets out of order, rather than merge it', async () => {
    // A read checks only the ends of a segment's offsets (check.ts); a merge reads every term's range, and offsets
    // going 0, P, 0, P… gave every other term all P bytes of postings: terms × P / 2 postings, wrong results and an
    // allocation that grows with the square of the delta (117 MB of postings from 10,000 terms and 24 KB).
    const { vault, cache } = tempVault();
    writeNote(vault, 'a.md', 'lantern festival');
    await open(vault, cache);
    for (let n = 0; n < 40; n++) writeNote(vault, `n${n}.md`, Array.from({ length: 50 }, (_, w) => `word${n}x${w}`).join(' '));
    await open(vault, cache);
    expect(segmentsSaved(cache)).toBe(2);
    resealed(cacheFile(cache), (bytes, sections) => {
      const [at, size] = sections[8]!; // the delta's postings offsets
      const last = bytes.readUInt32LE(at + size - 4);
      for (let k = 4; k < size - 4; k += 4) bytes.writeUInt32LE((k / 4) % 2 ? last : 0, at + k);
      const [post, length] = sections[11]!; // its postings: id 0 again and again
      bytes.fill(0, post, post + length);
    });
    writeNote(vault, 'z.md', 'harbour');
    const engine = await open(vault, cache);
    expect(engine.stats).toMatchObject({
      loadedFromCache: false,
      note: 'search index was damaged (postings offsets out of order); rebuilt',
    });
    expect(await found(vault, cache, 'word7x3')).toEqual(['n7.md']);
  });

  it('rewrites only the small state file when notes change, and a new base only when compacting', async () => {
    const { vault, cache } = tempVault();
    for (let i = 0; i < 40; i++) writeNote(vault, `n${i}.md`, `harbor ${i}`);
    await open(vault, cache);
    const base = cacheFile(cache, 'base');
    const baseInode = statSync(base).ino;
    writeNote(vault, 'n1.md', 'changed');
    await open(vault, cache);
    expect(cacheFile(cache, 'base')).toBe(base);
    expect(statSync(base).ino).toBe(baseInode);
    for (let i = 0; i < 300; i++) writeNote(vault, `m${i}.md`, `ember ${i}`);
    const compacted = await open(vault, cache);
    expect(compacted.stats.added).toBe(300);
    // A new generation replaced the old base, which is gone.
    expect(cacheFile(cache, 'base')).not.toBe(base);
    expect(existsSync(base)).toBe(false);
    expect((await compacted.search('harbor', { limit: 50 })).length).toBe(39);
  });

  it('still searches when the cache cannot be written, and says why', async () => {
    const { vault, root } = tempVault();
    writeNote(vault, 'a.md', 'harbor lights');
    // A cache "folder" below a plain file cannot be created, whoever runs the test (root ignores modes).
    writeFileSync(join(root, 'blocker'), '');
    const engine = await open(vault, join(root, 'blocker', 'cache'));
    expect(engine.stats.note).toMatch(/not saved \((ENOTDIR|EEXIST)/);
    expect((await engine.search('harbor', { limit: 3 })).map((h) => h.relative)).toEqual(['a.md']);
  });

  it('keeps searching its own index after another run replaced the file', async () => {
    const { vault, cache } = tempVault();
    for (let i = 0; i < 20; i++) writeNote(vault, `n${i}.md`, `lantern ${i} harbor`);
    const before = await open(vault, cache);
    for (let i = 0; i < 20; i++) writeNote(vault, `n${i}.md`, `violet ${i} ember`);
    const after = await open(vault, cache);
    expect(after.stats.changed).toBe(20);
    expect(await after.search('lantern', { limit: 5 })).toEqual([]);
    // The first engine reads postings from the file it loaded, which the rename did not touch.
    expect((await before.search('lantern', { limit: 30 })).length).toBe(20);
  });

  it('keeps one index per vault in the same cache folder', async () => {
    const one = tempVault();
    const two = tempVault();
    writeNote(one.vault, 'x.md', 'violet');
    writeNote(two.vault, 'y.md', 'violet');
    expect(await found(one.vault, one.cache, 'violet')).toEqual(['x.md']);
    expect(await found(two.vault, one.cache, 'violet')).toEqual(['y.md']);
    expect(await found(one.vault, one.cache, 'violet')).toEqual(['x.md']);
    expect(readdirSync(join(one.cache, 'search')).filter((f) => f.endsWith('.idx'))).toHaveLength(2);
    expect(readdirSync(join(one.cache, 'search')).filter((f) => f.endsWith('.base'))).toHaveLength(2);
  });

  it('skips tool folders and non-markdown files, and a vanished hit file', async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'keep.md', 'ember');
    writeNote(vault, '.obsidian/workspace.md', 'ember');
    writeNote(vault, '.skill/skills/x.md', 'ember');
    writeNote(vault, 'image.txt', 'ember');
    writeNote(vault, 'gone.md', 'ember ember');
    const engine = await open(vault, cache);
    rmSync(join(vault, 'gone.md'));
    expect((await engine.search('ember', { limit: 5 })).map((h) => h.relative)).toEqual(['keep.md']);
  });

  it('refuses a missing vault and honours an aborted signal', async () => {
    const { root, cache } = tempVault();
    await expect(openBuiltinSearch({ vault: join(root, 'nope'), cacheDir: cache })).rejects.toBeInstanceOf(BadInputError);
    const controller = new AbortController();
    controller.abort();
    await expect(openBuiltinSearch({ vault: root, cacheDir: cache, signal: controller.signal })).rejects.toBeInstanceOf(InterruptedError);
    const engine = await openBuiltinSearch({ vault: root, cacheDir: cache });
    await expect(engine.search('x', { limit: 1, signal: controller.signal })).rejects.toBeInstanceOf(InterruptedError);
  });

  it('stops a long build when the signal fires, keeping what it indexed for the next run', async () => {
    const { vault, cache } = tempVault();
    for (let i = 0; i < 300; i++) writeNote(vault, `n${String(i).padStart(3, '0')}.md`, `note ${i} harbor`);
    const controller = new AbortController();
    // Queued before the build starts: it runs at the build's first turn of the event loop. How many notes come before
    // that turn is the build's own business; what is checked is that it stopped part-way and that the next run
    // takes up exactly what it said it had not done.
    setImmediate(() => controller.abort());
    const stopped = await openBuiltinSearch({ vault, cacheDir: cache, signal: controller.signal }).then(
      () => expect.fail('the build ran to the end though the signal fired'),
      (err: unknown) => err,
    );
    expect(stopped).toBeInstanceOf(InterruptedError);
    const said = /^search indexing interrupted; (\d+) of 300 notes indexed so far, the next run goes on$/.exec((stopped as Error).message);
    expect(said, (stopped as Error).message).not.toBeNull();
    const indexed = Number(said![1]);
    expect(indexed).toBeGreaterThan(0);
    expect(indexed).toBeLessThan(300);
    const next = await open(vault, cache);
    expect(next.stats).toMatchObject({ loadedFromCache: true, added: 300 - indexed, notes: 300 });
    expect((await next.search('harbor', { limit: 400 })).length).toBe(300);
  });

  it('reads a cache written by another run even when the folder is read-only', async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'a.md', 'quarry');
    await open(vault, cache);
    chmodSync(join(cache, 'search'), 0o500);
    try {
      const engine = await open(vault, cache);
      expect(engine.stats).toMatchObject({ loadedFromCache: true, notes: 1 });
      expect(engine.stats.note).toBeUndefined();
    } finally {
      chmodSync(join(cache, 'search'), 0o700);
    }
  });
});

describe('built-in ranking', () => {
  it('puts a title match (file name, frontmatter title, H1) above body mentions', async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'Zeppelin.md', 'Nothing about airships here.');
    writeNote(vault, 'body.md', 'zeppelin zeppelin zeppelin zeppelin zeppelin zeppelin zeppelin zeppelin');
    writeNote(vault, 'fm.md', '---\ntitle: Lantern Notes\n---\nplain text');
    writeNote(vault, 'h1.md', '# Harbor\n\nplain text');
    writeNote(vault, 'body2.md', 'lantern lantern lantern harbor harbor harbor in the body');
    expect((await found(vault, cache, 'zeppelin'))[0]).toBe('Zeppelin.md');
    expect((await found(vault, cache, 'lantern'))[0]).toBe('fm.md');
    expect((await found(vault, cache, 'harbor'))[0]).toBe('h1.md');
  });

  it('puts a heading match above a body mention', async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'a.md', 'intro\n\n## Budget\n\nfigures');
    writeNote(vault, 'b.md', 'the budget and the budget again');
    expect(await found(vault, cache, 'budget')).toEqual(['a.md', 'b.md']);
  });

  it('weighs rare words above common ones and notes with more query words first', async () => {
    const { vault, cache } = tempVault();
    for (let i = 0; i < 8; i++) writeNote(vault, `filler${i}.md`, 'common words everywhere');
    // File names stay neutral: a name is a title, and titles are boosted.
    writeNote(vault, 'x1.md', 'common common');
    writeNote(vault, 'x2.md', 'one rare word');
    writeNote(vault, 'x3.md', 'rare and common');
    const order = await found(vault, cache, 'rare common');
    expect(order[0]).toBe('x3.md');
    expect(order.indexOf('x2.md')).toBeLessThan(order.indexOf('x1.md'));
  });

  it('matches across case, accents and plurals', async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'zoe.md', 'Call with Zoë Müller about the projects.');
    writeNote(vault, 'other.md', 'Nothing relevant.');
    expect(await found(vault, cache, 'ZOE muller')).toEqual(['zoe.md']);
    expect(await found(vault, cache, 'zoë')).toEqual(['zoe.md']);
    expect(await found(vault, cache, 'Project')).toEqual(['zoe.md']);
  });

  it('returns nothing for stop words only or an empty query, and honours the limit', async () => {
    const { vault, cache } = tempVault();
    for (let i = 0; i < 5; i++) writeNote(vault, `${i}.md`, 'the violet');
    const engine = await open(vault, cache);
    expect(await engine.search('the and of', { limit: 5 })).toEqual([]);
    expect(await engine.search('   ', { limit: 5 })).toEqual([]);
    expect(await engine.search('violet', { limit: 3 })).toHaveLength(3);
  });
});

describe('built-in hits', () => {
  it('give the absolute path, the title, the best line and a one-line snippet', async () => {
    const { vault, cache } = tempVault();
    const long = `${'padding words '.repeat(30)}the lantern festival starts at dusk ${'more trailing text '.repeat(20)}`;
    const file = writeNote(
      vault,
      'Events/Festival.md',
      `---\ntitle: Town Events\n---\n# Events\n\nlantern only\nlantern\tfestival   together\n${long}\n`,
    );
    const [hit] = await (await open(vault, cache)).search('lantern festival', { limit: 1 });
    expect(hit).toMatchObject({
      path: file,
      relative: 'Events/Festival.md',
      title: 'Town Events',
      line: 7,
      snippet: 'lantern festival together',
    });
    expect(hit!.score).toBeGreaterThan(0);

    writeNote(vault, 'Long.md', `intro\n${long}`);
    const [longHit] = await (await open(vault, cache)).search('dusk', { limit: 1 });
    expect(longHit!.line).toBe(2);
    expect(longHit!.snippet.length).toBeLessThanOrEqual(200);
    expect(longHit!.snippet).toMatch(/^….*starts at dusk.*…$/);
    expect(longHit!.snippet).not.toMatch(/\n/);
  });

  it('are read and described when their title or snippet is first asked for, by name only if their file went since the query', async () => {
    const { vault, cache } = tempVault();
    const file = writeNote(vault, 'Harbour.md', '# Harbour log\n\nthe tide tables\nmore tide here\n');
    const engine = await open(vault, cache);
    const hits = await engine.search('tide', { limit: 5 });
    writeNote(vault, 'Harbour.md', '# Renamed\n\nnothing\nthe tide turned\n');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ path: file, title: 'Renamed', line: 4, snippet: 'the tide turned' });
    expect(JSON.parse(JSON.stringify(hits[0]))).toMatchObject({ title: 'Renamed', line: 4, snippet: 'the tide turned' });
    const [gone] = await engine.search('tide', { limit: 5 });
    rmSync(file);
    expect(JSON.parse(JSON.stringify(gone))).toEqual({
      path: file,
      relative: 'Harbour.md',
      score: gone!.score,
      title: 'Harbour',
      snippet: '',
    });
  });

  it('show the first content line, without a line number, when only the file name matched', async () => {
    const { vault, cache } = tempVault();
    writeNote(vault, 'Quarry.md', '---\ntags: [x]\n---\n\nFirst real line.\nSecond.');
    const [hit] = await (await open(vault, cache)).search('quarry', { limit: 1 });
    expect(hit).toMatchObject({ title: 'Quarry', snippet: 'First real line.' });
    expect(hit!.line).toBeUndefined();
  });
});
