import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RunFailure } from '../../../src/errors.js';
import { hashContent } from '../../../src/vault/atomic.js';
import { DEFAULT_LIMITS, Stage, StageRefused, type RefusalKind } from '../../../src/phases/write/stage.js';
import { loadStage, saveStage } from '../../../src/phases/write/stage-store.js';
import { tempDir } from '../../support/tmp.js';
import { changedPaths, snapshotVault } from '../../support/vault-snapshot.js';
import { writeTree } from '../../support/write-tree.js';

const TODAY = '00_Brain/Captive/Today.md';

function setup(extraAllowed: string[] = [], limits: Partial<typeof DEFAULT_LIMITS> = {}) {
  const outside = tempDir('skill-outside-');
  writeTree(outside, { 'secret.md': 'outside\n' });
  const vault = writeTree(tempDir('skill-vault-'), {
    [TODAY]: '# Today\n\n## Plan\n- one\n\n## Notes\n',
    '00_Brain/Captive/Week.md': '# Week\n',
    'Other.md': 'not allowed\n',
    'notes.txt': 'text\n',
    Out: { symlink: outside },
    'link.md': { symlink: TODAY },
    'dangling.md': { symlink: 'nowhere.md' },
    '.obsidian/workspace.md': '{}',
    '.git/x.md': 'x',
    '.skill/notes.md': 'x',
    'Latin1.md': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), // "café" in Latin-1: not UTF-8
  });
  const session = tempDir('skill-session-');
  const allowed = [TODAY, '00_Brain/Captive/Week.md', 'New/Fresh.md', 'Latin1.md', ...extraAllowed].map((p) => join(vault, p));
  return { vault, session, outside, stage: new Stage({ sessionDir: session, vault, allowed, limits }) };
}

function refusal(fn: () => unknown): StageRefused {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(StageRefused);
    expect((err as Error).message).not.toContain('\n');
    return err as StageRefused;
  }
  throw new Error('expected a refusal');
}

describe('operations compose on the staged text', () => {
  test('first touch reads the note and its hash; later ops build on the staged text', () => {
    const { vault, stage } = setup();
    const before = readFileSync(join(vault, TODAY), 'utf8');
    stage.append(TODAY, '- two', { section: 'Plan' });
    const change = stage.replaceSection(join(vault, TODAY), 'Notes', 'calm day');
    expect(change).toMatchObject({ path: join(vault, TODAY), relative: TODAY, before, beforeHash: hashContent(before) });
    expect(change.after).toBe('# Today\n\n## Plan\n- one\n- two\n\n## Notes\ncalm day\n');
    expect(change.afterHash).toBe(hashContent(change.after));
    expect(change.ops).toEqual([
      { op: 'append', section: 'Plan', bytes: 5 },
      { op: 'replace-section', section: 'Notes', bytes: 8 },
    ]);
    expect(stage.changes()).toHaveLength(1);
  });

  test('a new note: create, then append to it; before is null', () => {
    const { stage } = setup();
    stage.create('New/Fresh.md', '# Fresh');
    const change = stage.append('New/Fresh.md', 'more');
    expect(change).toMatchObject({ before: null, beforeHash: null, after: '# Fresh\nmore\n', relative: 'New/Fresh.md' });
  });

  test('append, replace and setFrontmatter on a missing note create it', () => {
    const { stage } = setup();
    expect(stage.setFrontmatter('New/Fresh.md', 'status', 'draft').after).toBe('---\nstatus: draft\n---\n');
    expect(stage.replace('00_Brain/Captive/Week.md', 'all new\n').after).toBe('all new\n');
  });

  test('create refuses an existing or already staged note', () => {
    const { stage } = setup();
    expect(refusal(() => stage.create(TODAY, 'x')).kind).toBe('exists');
    stage.create('New/Fresh.md', 'x');
    expect(refusal(() => stage.create('New/Fresh.md', 'y')).message).toMatch(/already is staged; use append/);
  });

  test('staging never touches the vault', () => {
    const { vault, stage } = setup();
    const before = snapshotVault(vault);
    stage.append(TODAY, 'x');
    stage.create('New/Fresh.md', 'y');
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
  });

  test('a note that is not UTF-8 is not edited', () => {
    const { stage } = setup();
    expect(refusal(() => stage.append('Latin1.md', 'x')).kind).toBe('unreadable');
  });

  test('a byte-order mark survives: before and its hash are the exact bytes', () => {
    const { vault, stage } = setup();
    writeFileSync(join(vault, TODAY), '\uFEFF# Today\n');
    const change = stage.append(TODAY, 'x');
    expect(change.before).toBe('\uFEFF# Today\n');
    expect(change.beforeHash).toBe(hashContent(readFileSync(join(vault, TODAY))));
    expect(change.after).toBe('\uFEFF# Today\nx\n');
  });
});

describe('confinement and the allowed list', () => {
  const cases: [string, (vault: string, outside: string) => string, RefusalKind, RegExp][] = [
    ['a parent-folder escape', () => '../x.md', 'path', /leads outside the vault/],
    ['an absolute path outside', (_v, outside) => join(outside, 'secret.md'), 'path', /outside the vault/],
    ['a symlinked folder out of the vault', () => 'Out/secret.md', 'path', /through a symlink/],
    ['a symlink as last component', () => 'link.md', 'path', /is a symlink/],
    ['a dangling symlink', () => 'dangling.md', 'path', /dangling symlink/],
    ['.obsidian/', () => '.obsidian/workspace.md', 'path', /\.obsidian\/ are not allowed/],
    ['.git/', () => '.git/x.md', 'path', /\.git\/ are not allowed/],
    ['.skill/', () => '.skill/notes.md', 'path', /\.skill\/ are not allowed/],
    ['.GIT/ (case variant of a protected folder)', () => '.GIT/y.md', 'path', /are not allowed/],
    ['a non-markdown file', () => 'notes.txt', 'path', /only markdown/],
    ['a case variant of an existing note', () => '00_Brain/Captive/today.md', 'path', /differs only in case/],
    ['a case variant of an existing folder', () => '00_brain/New.md', 'path', /differs only in case.*00_Brain/],
    ['a NUL byte', () => 'a\0.md', 'path', /NUL/],
    ['a newline', () => 'a\n.md', 'path', /line break/],
    ['an escape character', () => 'a\x1b[2J.md', 'path', /control character/],
    ['an over-long name', () => `${'a'.repeat(300)}.md`, 'path', /longer than 255 bytes/],
    ['a note not in the allowed list', () => 'Other.md', 'not-allowed', /not one of the notes this ritual may write/],
    ['a new note not in the allowed list', () => 'Elsewhere/New.md', 'not-allowed', /not one of the notes/],
  ];
  test.each(cases)('refuses %s', (_name, path, kind, message) => {
    // Every refused path is also in the allowed list: the refusal must come from the path rules themselves.
    const { vault, outside, stage } = setup([
      '../x.md',
      'Out/secret.md',
      'link.md',
      'dangling.md',
      '.obsidian/workspace.md',
      '00_Brain/Captive/today.md',
    ]);
    const before = snapshotVault(vault);
    const err = refusal(() => stage.append(path(vault, outside), 'injected'));
    expect(err.kind).toBe(kind);
    expect(err.message).toMatch(message);
    expect(err.exitCode).toBe(2);
    expect(stage.changes()).toEqual([]);
    expect(changedPaths(before, snapshotVault(vault))).toEqual([]);
    expect(readFileSync(join(outside, 'secret.md'), 'utf8')).toBe('outside\n');
  });

  test('the not-allowed message lists the notes that may be written, relative to the vault', () => {
    const { stage } = setup();
    expect(refusal(() => stage.append('Other.md', 'x')).message).toContain(`${TODAY}, 00_Brain/Captive/Week.md, New/Fresh.md`);
  });
});

describe('caps', () => {
  test('at most maxFiles notes', () => {
    const { stage } = setup([], { maxFiles: 2 });
    stage.append(TODAY, 'a');
    stage.append('00_Brain/Captive/Week.md', 'b');
    stage.append(TODAY, 'again'); // a note already staged is not a new file
    const err = refusal(() => stage.create('New/Fresh.md', 'c'));
    expect(err.kind).toBe('cap');
    expect(err.message).toMatch(/at most 2 notes/);
  });

  test('at most maxBytesPerFile of content per note and maxBytesTotal in all; a refused op changes nothing', () => {
    const { stage } = setup([], { maxBytesPerFile: 10, maxBytesTotal: 15 });
    stage.append(TODAY, '12345678'); // 8 bytes
    const perFile = refusal(() => stage.append(TODAY, 'abc'));
    expect(perFile.message).toMatch(/more than 10 bytes of changes for one note/);
    expect(stage.changes()[0]!.after.endsWith('12345678\n')).toBe(true);
    stage.append('00_Brain/Captive/Week.md', '1234567'); // 15 in all
    expect(refusal(() => stage.create('New/Fresh.md', 'x')).message).toMatch(/more than 15 bytes of changes in this run/);
    expect(refusal(() => stage.append(TODAY, 'é')).kind).toBe('cap'); // bytes, not characters
  });

  test('defaults are documented values', () => {
    expect(DEFAULT_LIMITS).toEqual({ maxFiles: 20, maxBytesPerFile: 256 * 1024, maxBytesTotal: 1024 * 1024 });
  });
});

describe('remote-image guard', () => {
  test.each([
    ['markdown', '![chart](https://evil.example/c.png?q=secret)'],
    ['protocol-relative', '![x](//evil.example/p.gif)'],
    ['angle brackets', '![x](<https://evil.example/a b.png>)'],
    ['entity-encoded scheme', '![x](&#104;ttps://evil.example/p.png)'],
    ['reference style', '![x][r]\n\n[r]: https://evil.example/p.png'],
    ['html img', '<img src="https://evil.example/p.png">'],
    ['html srcset', "<img alt=x srcset='https://evil.example/1x.png 1x'>"],
    ['css url', '<div style="background:url(https://evil.example/bg.png)"></div>'],
  ])('refuses a new remote image (%s)', (_name, content) => {
    const { stage } = setup();
    const before = stage.append(TODAY, 'ok').after;
    const err = refusal(() => stage.append(TODAY, content));
    expect(err.kind).toBe('remote-image');
    expect(err.message).toMatch(/adds a remote image \(.*evil\.example/);
    expect(stage.changes()[0]!.after).toBe(before);
  });

  test('allows local images, links, and a remote image the note already had', () => {
    const { vault, stage } = setup();
    writeFileSync(join(vault, TODAY), '# Today\n![logo](https://example.com/logo.png)\n');
    stage.append(
      TODAY,
      '![[diagram.png]]\n![local](attachments/a.png)\n![inline](data:image/png;base64,AAAA)\n[a link](https://example.com/?q=1)',
    );
    expect(stage.append(TODAY, 'again: ![logo](https://example.com/logo.png)').ops).toHaveLength(2);
  });
});

describe('saving and loading a stage', () => {
  test('writes manifest, after and before files as 0600 in 0700 folders, and loads them back', async () => {
    const { vault, session, stage } = setup();
    stage.append(TODAY, '- two', { section: 'Plan' });
    stage.create('New/Fresh.md', 'fresh');
    const manifest = await saveStage(stage);
    expect(manifest).toBe(join(session, 'staged', 'manifest.json'));
    for (const f of ['staged/manifest.json', `staged/after/${TODAY}`, `staged/before/${TODAY}`, 'staged/after/New/Fresh.md']) {
      expect(statSync(join(session, f)).mode & 0o777).toBe(0o600);
    }
    expect(statSync(join(session, 'staged', 'after', '00_Brain')).mode & 0o777).toBe(0o700);
    expect(readFileSync(join(session, 'staged', 'after', TODAY), 'utf8')).toBe(stage.changes()[0]!.after);

    const loaded = (await loadStage(session))!;
    expect(loaded.vault).toBe(vault);
    expect(loaded.changes()).toEqual(stage.changes());
    // Resume: a further operation composes on the loaded text, and the caps remember what was staged.
    expect(loaded.append(TODAY, 'later').after).toBe(`${stage.changes()[0]!.after}later\n`);
  });

  test('no manifest: undefined; a staged file edited afterwards or a manifest pointing outside: refused', async () => {
    const { session, stage } = setup();
    expect(await loadStage(session)).toBeUndefined();
    stage.append(TODAY, 'x');
    await saveStage(stage);
    writeFileSync(join(session, 'staged', 'after', TODAY), 'tampered');
    await expect(loadStage(session)).rejects.toThrow(RunFailure);
    await expect(loadStage(session)).rejects.toThrow(/was changed after it was staged/);

    const manifestPath = join(session, 'staged', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    manifest.changes[0].relative = '../../../etc/passwd';
    writeFileSync(manifestPath, JSON.stringify(manifest));
    await expect(loadStage(session)).rejects.toThrow(RunFailure);

    writeFileSync(manifestPath, '{"version": 99}');
    await expect(loadStage(session)).rejects.toThrow(/not a version 1 staging manifest/);
  });
});

describe('re-applying an append onto a note that changed since it was staged', () => {
  test('appends (to the note and to a section) replay onto the new text, also after a save and a load', async () => {
    const { vault, session, stage } = setup();
    const path = join(vault, TODAY);
    stage.append(path, '- mine\n', { section: 'Plan' });
    stage.append(path, 'Closing line.\n');
    await saveStage(stage);
    const loaded = (await loadStage(session))!;
    const theirs = '# Today\n\n## Plan\n- one\n- theirs\n\n## Notes\nWritten meanwhile.\n';
    const again = loaded.rebase(path, theirs)!;
    expect(again.before).toBe(theirs);
    expect(again.beforeHash).toBe(hashContent(theirs));
    expect(again.after).toBe('# Today\n\n## Plan\n- one\n- theirs\n- mine\n\n## Notes\nWritten meanwhile.\nClosing line.\n');
    expect(again.afterHash).toBe(hashContent(again.after));
    expect(loaded.changes()[0]).toEqual(again);
  });

  test('a change that does more than append is not replayed', () => {
    const { vault, stage } = setup();
    const path = join(vault, TODAY);
    stage.append(path, 'x\n');
    stage.replaceSection(path, 'Plan', '- replaced\n');
    expect(stage.rebase(path, '# Changed\n')).toBeUndefined();
    const week = join(vault, '00_Brain/Captive/Week.md');
    stage.replace(week, '# New week\n');
    expect(stage.rebase(week, '# Week, edited\n')).toBeUndefined();
    expect(stage.changes()[1]!.before).toBe('# Week\n');
  });

  test('operations edited by hand in the manifest (no longer making the staged change) are not replayed', async () => {
    const { vault, session, stage } = setup();
    const path = join(vault, TODAY);
    stage.append(path, 'mine\n');
    const file = await saveStage(stage);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"content": "mine\\n"', '"content": "something else\\n"'));
    expect((await loadStage(session))!.rebase(path, '# Changed\n')).toBeUndefined();
  });

  test('a stage saved before operations were recorded loads, and is not replayed', async () => {
    const { vault, session, stage } = setup();
    const path = join(vault, TODAY);
    stage.append(path, 'mine\n');
    const file = await saveStage(stage);
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    for (const c of manifest.changes) delete c.edits;
    writeFileSync(file, JSON.stringify(manifest));
    const loaded = (await loadStage(session))!;
    expect(loaded.changes()[0]!.edits).toBeUndefined();
    expect(loaded.rebase(path, '# Changed\n')).toBeUndefined();
  });
});
