import { describe, expect, it } from 'vitest';
import { withArguments } from '../../src/ritual/arguments.js';
import { parseRitual } from '../../src/ritual/parse.js';
import { runCli } from '../support/cli.js';
import { copyOfSampleVault, tempDir } from '../support/tmp.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEXT = `---
name: looking-back
description: d
---

Plan $ARGUMENTS with me.

## What I Need

- Calendar events for the day

## Conversation

- What matters most about $ARGUMENTS?

## Save

Write the answers to Today.md.
`;

describe('$ARGUMENTS', () => {
  const ritual = parseRitual(TEXT, { path: '/x/looking-back/SKILL.md', source: 'path' });

  it('is the time words given, in the preamble and every section but What I Need', () => {
    const filled = withArguments(ritual, 'next monday');
    expect(filled.preamble).toContain('Plan next monday with me.');
    expect(filled.sections.find((s) => s.phase === 'inline')!.body).toContain('What matters most about next monday?');
    expect(filled.sections.find((s) => s.phase === 'needs')).toBe(ritual.sections.find((s) => s.phase === 'needs'));
    expect(filled.needs).toEqual(ritual.needs);
    expect(ritual.preamble).toContain('$ARGUMENTS');
  });

  it('is asked with the words in an offline run, and "today" when none were given', async () => {
    const vault = copyOfSampleVault();
    const dir = join(tempDir(), 'looking-back');
    mkdirSync(dir);
    writeFileSync(join(dir, 'SKILL.md'), TEXT);
    const r = await runCli(['run', dir, 'next monday', '--vault', vault, '--offline', '--dry-run', '--now', '2026-11-20T09:00'], {
      input: 'The launch\n',
    });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toContain('What matters most about next monday?');
    const bare = await runCli(['run', dir, '--vault', vault, '--offline', '--dry-run', '--now', '2026-11-20T09:00'], {
      input: 'The launch\n',
    });
    expect(bare.stdout).toContain('What matters most about today?');
  });
});
