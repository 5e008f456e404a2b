import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InterruptedError, RunFailure } from '../../../src/errors.js';
import { openQmdSearch, qmdAvailable } from '../../../src/gather/search/index.js';
import { FIXTURE_BIN, PATH_WITH_QMD, PATH_WITHOUT_QMD, writeNote } from './helpers.js';
import { tempDir } from '../../support/tmp.js';

const CORPUS = [
  '01_Projects/Project Alpha.md',
  '01_Projects/Beta Launch.md',
  '00_Brain/Meetings/2026-02-16 Standup.md',
  '02_Areas/People/Zoë Martin.md',
];

/** A vault holding the stand-in corpus's notes, except those named: --full-path resolves only the ones present. */
function vaultWith(...missing: string[]): string {
  const vault = tempDir('skill-qmd-vault-');
  for (const rel of CORPUS) if (!missing.includes(rel)) writeNote(vault, rel, 'stand-in note');
  return vault;
}

const env = { PATH: PATH_WITH_QMD, HOME: '/home/someone', LANG: 'C.UTF-8' };

describe('qmd engine (stand-in)', () => {
  it('maps ./ paths onto the vault and cleans qmd snippets', async () => {
    const vault = vaultWith();
    const engine = await openQmdSearch({ env, vault, collection: 'notes' });
    expect(engine.name).toBe('qmd');
    const hits = await engine.search('alpha', { limit: 5 });
    expect(hits.map((h) => h.relative)).toEqual([
      '01_Projects/Project Alpha.md',
      '00_Brain/Meetings/2026-02-16 Standup.md',
      '02_Areas/People/Zoë Martin.md',
    ]);
    expect(hits[0]).toMatchObject({
      path: join(vault, '01_Projects/Project Alpha.md'),
      title: 'Project Alpha',
      line: 1,
      snippet: '# Project Alpha Status: active',
    });
    for (const hit of hits) {
      expect(hit.snippet).not.toMatch(/@@|\n/);
      expect(hit.score).toBeGreaterThan(0);
    }
  });

  it('maps qmd:// URIs onto the vault and drops hits whose file is gone', async () => {
    const vault = vaultWith('02_Areas/People/Zoë Martin.md');
    const engine = await openQmdSearch({ env, vault });
    const hits = await engine.search('__uri__ alpha', { limit: 5 });
    expect(hits.map((h) => h.path)).toEqual([
      join(vault, '01_Projects/Project Alpha.md'),
      join(vault, '00_Brain/Meetings/2026-02-16 Standup.md'),
    ]);
  });

  it('passes a query that starts with a dash as the query, not as an option', async () => {
    const engine = await openQmdSearch({ env, vault: vaultWith() });
    expect((await engine.search('-n launch', { limit: 5 })).map((h) => h.title)).toEqual(['Beta Launch']);
  });

  it('keeps absolute paths and passes the limit as -n', async () => {
    const vault = vaultWith();
    const engine = await openQmdSearch({ env, vault });
    const hits = await engine.search('__abs__ alpha', { limit: 1 });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ path: join(vault, '01_Projects/Project Alpha.md'), relative: '01_Projects/Project Alpha.md' });
  });

  it('keeps qmd:// URIs as paths when it has no vault to map them onto', async () => {
    const engine = await openQmdSearch({ env });
    const [hit] = await engine.search('__uri__ launch', { limit: 1 });
    expect(hit).toMatchObject({ path: 'qmd://notes/01_Projects/Beta Launch.md', relative: '01_Projects/Beta Launch.md' });
  });

  it('searches word by word when the whole query (an AND in qmd) finds too few notes', async () => {
    const engine = await openQmdSearch({ env, vault: vaultWith() });
    const hits = await engine.search('budget launch', { limit: 5 });
    // No note has both words; each word's notes come back, merged.
    expect(hits.map((h) => h.title).sort()).toEqual(['Beta Launch', 'Standup 2026-02-16']);
    const both = await engine.search('alpha meeting', { limit: 5 });
    // Notes with both words (from the whole query) first, then notes with one of them.
    expect(
      both
        .slice(0, 2)
        .map((h) => h.title)
        .sort(),
    ).toEqual(['Project Alpha', 'Zoë Martin']);
    expect(both.map((h) => h.title)).toEqual(expect.arrayContaining(['Standup 2026-02-16', 'Beta Launch']));
  });

  it('gives the child only PATH, HOME, LANG and the like — never the API key', async () => {
    const engine = await openQmdSearch({ env: { ...env, ANTHROPIC_API_KEY: 'sk-ant-secret', AWS_SECRET: 'x', XDG_CACHE_HOME: '/c' } });
    const [hit] = await engine.search('__env__', { limit: 1 });
    const keys = hit!.snippet.split(' ');
    expect(keys).toEqual(expect.arrayContaining(['PATH', 'HOME', 'LANG', 'XDG_CACHE_HOME', 'NO_COLOR']));
    expect(keys).not.toContain('ANTHROPIC_API_KEY');
    expect(keys).not.toContain('AWS_SECRET');
  });

  it('reports a failing, garbled, flooding or hanging qmd as a one-line RunFailure', async () => {
    const engine = await openQmdSearch({ env, timeoutMs: 1500 });
    await expect(engine.search('__fail__', { limit: 3 })).rejects.toThrow(/^qmd search failed \(exit 1\): simulated qmd failure$/);
    await expect(engine.search('__garbage__', { limit: 3 })).rejects.toThrow(/other than JSON: “this is not json”/);
    await expect(engine.search('__flood__', { limit: 3 })).rejects.toThrow(/more than 4 MB/);
    await expect(engine.search('__hang__', { limit: 3 })).rejects.toThrow(/timed out after 1.5 s/);
    await expect(engine.search('__fail__', { limit: 3 })).rejects.toBeInstanceOf(RunFailure);
  });

  it('stops a running search when the signal fires', async () => {
    const engine = await openQmdSearch({ env });
    const controller = new AbortController();
    const pending = engine.search('__hang__', { limit: 3, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(InterruptedError);
  });

  it('refuses to open when qmd is missing or its collection is unknown', async () => {
    await expect(openQmdSearch({ env: { PATH: PATH_WITHOUT_QMD } })).rejects.toThrow(/^qmd is not usable: “qmd” not found on PATH$/);
    await expect(openQmdSearch({ env, collection: 'nope' })).rejects.toThrow(
      /^qmd is not usable: qmd search failed \(exit 1\): Collection not found: nope$/,
    );
    await expect(openQmdSearch({ env, command: join(FIXTURE_BIN, 'missing-qmd') })).rejects.toBeInstanceOf(RunFailure);
  });
});

describe('qmdAvailable', () => {
  it('finds an executable on PATH or by path, without running it', () => {
    expect(qmdAvailable('qmd', PATH_WITH_QMD)).toBe(true);
    expect(qmdAvailable('qmd', PATH_WITHOUT_QMD)).toBe(false);
    expect(qmdAvailable('qmd', undefined)).toBe(false);
    expect(qmdAvailable(join(FIXTURE_BIN, 'qmd'), undefined)).toBe(true);
  });

  it('ignores files that are not executable and folders with the name', () => {
    const dir = tempDir('skill-path-');
    writeFileSync(join(dir, 'qmd'), '#!/bin/sh\n');
    chmodSync(join(dir, 'qmd'), 0o644);
    expect(qmdAvailable('qmd', dir)).toBe(false);
    const other = tempDir('skill-path-');
    mkdirSync(join(other, 'qmd'));
    expect(qmdAvailable('qmd', other)).toBe(false);
  });
});
