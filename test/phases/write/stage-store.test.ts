/**
 * Saving a stage again (an append re-applied onto a note that changed since it was staged, conflicts.ts) never
 * overwrites a file the manifest on disk names: a save cut short still loads as the stage before it.
 */
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Stage } from '../../../src/phases/write/stage.js';
import { loadStage, saveStage, stagedFileOf } from '../../../src/phases/write/stage-store.js';
import { faultyFs } from '../../support/faulty-fs.js';
import { tempDir } from '../../support/tmp.js';
import { writeTree } from '../../support/write-tree.js';

const TODAY = '00_Brain/Captive/Today.md';
const WEEK = '00_Brain/Captive/Week.md';

function setup() {
  const vault = writeTree(tempDir('skill-vault-'), { [TODAY]: '# Today\n- one\n', [WEEK]: '# Week\n' });
  const session = tempDir('skill-session-');
  const stage = new Stage({ sessionDir: session, vault, allowed: [TODAY, WEEK].map((p) => join(vault, p)) });
  stage.append(TODAY, '- mine');
  stage.replace(WEEK, '# Week, planned\n');
  return { vault, session, stage };
}

/** The stage as it is after the append was re-applied onto Today.md as someone else left it. */
function rebased(stage: Stage, vault: string) {
  return stage.rebase(join(vault, TODAY), '# Today\n- one\n- theirs\n')!;
}

describe('saving a stage again', () => {
  test('a re-save cut short before its manifest still loads as the previous stage', async () => {
    const { vault, session, stage } = setup();
    await saveStage(stage);
    const first = stage.changes();
    rebased(stage, vault);
    // The crash point: every staged file of the new save is written, the manifest is not.
    const crash = faultyFs({ step: 'rename', code: 'EIO', when: (p) => p.includes('manifest.json') });
    await expect(saveStage(stage, session, { fs: crash })).rejects.toThrow(/manifest\.json/);
    expect(crash.failures).toBe(1);
    const loaded = (await loadStage(session))!;
    expect(loaded.changes()).toEqual(first);
  });

  test('a complete re-save loads as the new stage; the previous files are gone, unchanged ones stay where they were', async () => {
    const { vault, session, stage } = setup();
    await saveStage(stage);
    const weekFile = await stagedFileOf(session, WEEK);
    expect(weekFile).toBe(join(session, 'staged', 'after', WEEK));
    const todayBefore = await stagedFileOf(session, TODAY);
    const again = rebased(stage, vault);
    await saveStage(stage);
    expect((await loadStage(session))!.changes()).toEqual(stage.changes());
    // Today.md's new content went to a new name; Week.md's (unchanged) is where a message may already have said.
    const todayNow = await stagedFileOf(session, TODAY);
    expect(todayNow).not.toBe(todayBefore);
    expect(readFileSync(todayNow, 'utf8')).toBe(again.after);
    expect(existsSync(todayBefore)).toBe(false);
    expect(await stagedFileOf(session, WEEK)).toBe(weekFile);
    // A third save goes back to the first name: only the manifest's files are ever kept.
    stage.rebase(join(vault, TODAY), '# Today\n- one\n- theirs\n- and more\n');
    await saveStage(stage);
    expect((await loadStage(session))!.changes()).toEqual(stage.changes());
    expect(await stagedFileOf(session, TODAY)).toBe(todayBefore);
    expect(existsSync(todayNow)).toBe(false);
  });
});

describe('a session folder with planted symlinks', () => {
  test('a re-save refuses staged/after.1 (or before.1) planted as a symlink, and writes nothing where it leads', async () => {
    // Adversarial f42 (issue 24): the re-save of `sessions apply` wrote the note's new text through the link.
    for (const kind of ['after', 'before'] as const) {
      const { vault, session, stage } = setup();
      await saveStage(stage);
      const outside = tempDir('skill-outside-');
      symlinkSync(outside, join(session, 'staged', `${kind}.1`));
      rebased(stage, vault);
      const link = join(session, 'staged', `${kind}.1`);
      await expect(saveStage(stage), kind).rejects.toThrow(`${link} is a symlink; nothing written through it`);
      expect(readdirSync(outside), kind).toEqual([]);
    }
  });

  test('a staged folder swapped for a symlink to an outside folder: nothing there is overwritten or removed', async () => {
    const { vault, session, stage } = setup();
    await saveStage(stage);
    rebased(stage, vault);
    await saveStage(stage); // Today.md's text now under after.1/
    // after/ replaced by a link to an outside folder holding a file of the same name.
    const outside = writeTree(tempDir('skill-outside-'), { [TODAY]: 'theirs\n' });
    rmSync(join(session, 'staged', 'after'), { recursive: true });
    symlinkSync(outside, join(session, 'staged', 'after'));
    stage.rebase(join(vault, TODAY), '# Today\n- one\n- theirs\n- and more\n');
    await expect(saveStage(stage)).rejects.toThrow('is a symlink; nothing written through it');
    expect(readFileSync(join(outside, TODAY), 'utf8')).toBe('theirs\n');
  });
});

describe('loading from the session or its kept copy', () => {
  /** A stage saved in its session and in its kept copy, as a run saves it. */
  async function savedTwice() {
    const { vault, session, stage } = setup();
    const kept = join(tempDir('skill-state-'), 'kept', 'skill-x');
    await saveStage(stage);
    await saveStage(stage, kept);
    return { vault, session, kept, stage };
  }

  test('each staged file missing from the session is taken from the kept copy', async () => {
    const { session, kept, stage } = await savedTwice();
    rmSync(join(session, 'staged', 'after', TODAY));
    rmSync(join(session, 'staged', 'before', WEEK));
    await expect(loadStage(session)).rejects.toThrow(`${join(session, 'staged', 'after', TODAY)} is missing`);
    const loaded = (await loadStage(session, kept))!;
    expect(loaded.changes()).toEqual(stage.changes());
    expect(loaded.sessionDir).toBe(session);
  });

  test('a staged file changed in the session is taken from the kept copy; changed in both, it is refused', async () => {
    const { session, kept, stage } = await savedTwice();
    writeFileSync(join(session, 'staged', 'after', TODAY), 'damaged');
    expect((await loadStage(session, kept))!.changes()).toEqual(stage.changes());
    writeFileSync(join(kept, 'staged', 'after', TODAY), 'damaged too');
    await expect(loadStage(session, kept)).rejects.toThrow(
      `${join(session, 'staged', 'after', TODAY)} was changed after it was staged, nor intact in the kept copy`,
    );
  });

  test('a manifest missing or broken in the session is taken from the kept copy', async () => {
    const { session, kept, stage } = await savedTwice();
    writeFileSync(join(session, 'staged', 'manifest.json'), '{"version": 1, "chan');
    expect((await loadStage(session, kept))!.changes()).toEqual(stage.changes());
    rmSync(join(session, 'staged'), { recursive: true });
    expect((await loadStage(session, kept))!.changes()).toEqual(stage.changes());
    expect(await loadStage(session)).toBeUndefined();
  });
});
