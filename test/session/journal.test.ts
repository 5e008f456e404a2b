/**
 * The write-ahead journal as read back: intents without their end settled by the note on disk, one write found in
 * both copies of a session counted once, the same content written twice counted twice.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appliedWrites, journalFile, parseJournal, settleJournal } from '../../src/session/journal.js';
import { hashContent } from '../../src/vault/atomic.js';
import { tempDir } from '../support/tmp.js';

const BEFORE = 'before\n';
const AFTER = 'after\n';

function intent(vault: string, id: string, at: string) {
  return {
    at,
    id,
    intent: 'updated',
    path: join(vault, 'Note.md'),
    relative: 'Note.md',
    hashBefore: hashContent(BEFORE),
    hashAfter: hashContent(AFTER),
    ops: [],
  };
}

function writeJournal(dir: string, lines: object[]): void {
  mkdirSync(join(dir, 'backups'), { recursive: true });
  writeFileSync(journalFile(dir), lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
}

describe('settleJournal: an intent without its end', () => {
  const settled = (vault: string) => {
    const session = tempDir('skill-session-');
    writeJournal(session, [intent(vault, 'a1', '2026-11-23T10:00:00.000Z')]);
    return appliedWrites(session, undefined).map((r) => r.action);
  };

  it('is written when the note holds the write, not written when it still holds the content before', () => {
    const vault = tempDir('skill-vault-');
    writeFileSync(join(vault, 'Note.md'), AFTER);
    expect(settled(vault)).toEqual(['updated']);
    writeFileSync(join(vault, 'Note.md'), BEFORE);
    expect(settled(vault)).toEqual([]);
  });

  it('is taken as written when the note cannot be told: edited since, or its vault not there', () => {
    const vault = tempDir('skill-vault-');
    writeFileSync(join(vault, 'Note.md'), 'edited by hand\n');
    expect(settled(vault)).toEqual(['updated']);
    rmSync(vault, { recursive: true });
    expect(settled(vault)).toEqual(['updated']);
  });

  it('is replaced by its done mark, whatever the note holds', () => {
    const vault = tempDir('skill-vault-');
    writeFileSync(join(vault, 'Note.md'), AFTER);
    const lines = parseJournal(
      [
        intent(vault, 'a1', 't1'),
        { at: 't2', id: 'a1', action: 'failed', path: join(vault, 'Note.md'), relative: 'Note.md', hashAfter: null },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    expect(settleJournal(lines, () => hashContent(AFTER)).map((r) => [r.action, r.at])).toEqual([['failed', 't2']]);
  });
});

describe('settleJournal: a crash, then the same change applied again', () => {
  it('counts the write once: the later apply made it, the first intent never did', () => {
    const vault = tempDir('skill-vault-');
    writeFileSync(join(vault, 'Note.md'), AFTER);
    const done = {
      at: 't3',
      id: 'b2',
      action: 'updated',
      path: join(vault, 'Note.md'),
      relative: 'Note.md',
      hashBefore: hashContent(BEFORE),
      hashAfter: hashContent(AFTER),
      ops: [],
    };
    const lines = parseJournal([intent(vault, 'a1', 't1'), intent(vault, 'b2', 't2'), done].map((l) => JSON.stringify(l)).join('\n'));
    expect(settleJournal(lines, () => hashContent(AFTER)).map((r) => [r.action, r.at])).toEqual([['updated', 't3']]);
  });
});

describe('appliedWrites across the session and its kept copy', () => {
  it('counts one write once though the kept copy only has its intent, and a second write of the same content again', () => {
    const vault = tempDir('skill-vault-');
    writeFileSync(join(vault, 'Note.md'), AFTER);
    const [session, kept] = [tempDir('skill-session-'), tempDir('skill-kept-')];
    const done = (id: string, at: string) => ({ ...intent(vault, id, at), intent: undefined, action: 'updated' });
    writeJournal(session, [intent(vault, 'a1', 't1'), done('a1', 't2'), intent(vault, 'b2', 't3'), done('b2', 't4')]);
    writeJournal(kept, [intent(vault, 'a1', 't1'), intent(vault, 'b2', 't3')]);
    expect(appliedWrites([session, kept], undefined).map((r) => [r.id, r.at])).toEqual([
      ['a1', 't2'],
      ['b2', 't4'],
    ]);
    expect(appliedWrites([kept, session], undefined).map((r) => r.id)).toEqual(['a1', 'b2']);
  });
});
