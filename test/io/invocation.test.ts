import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invocation, namedAs } from '../../src/io/invocation.js';
import { BIN } from '../support/cli.js';
import { REPO, tempDir } from '../support/tmp.js';

describe('invocation: the command a hint names', () => {
  it('is `npm run <script> --` when an npm script that is just bin/skill started it', () => {
    expect(invocation(BIN, { npm_lifecycle_event: 'skill', npm_lifecycle_script: 'node bin/skill', PATH: '' }, REPO)).toBe(
      'npm run skill --',
    );
    // A script that passes arguments of its own cannot be reused for another command.
    expect(invocation(BIN, { npm_lifecycle_event: 'demo', npm_lifecycle_script: 'node scripts/demo.mjs', PATH: '' }, REPO)).toBe(
      'node bin/skill',
    );
  });

  it('is the bare name when that name on PATH is this program (a global install or npm link)', () => {
    const bin = tempDir('skill-path-');
    symlinkSync(BIN, join(bin, 'skill'));
    expect(invocation(join(bin, 'skill'), { PATH: `/nonexistent:${bin}` }, '/')).toBe('skill');
    expect(invocation(BIN, { PATH: bin }, '/')).toBe('skill');
  });

  it('is `node <path>` when `skill` on PATH is another program (procps) or absent', () => {
    const bin = tempDir('skill-path-');
    writeFileSync(join(bin, 'skill'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    expect(invocation(BIN, { PATH: bin }, REPO)).toBe('node bin/skill');
    expect(invocation(BIN, { PATH: '' }, join(REPO, 'docs'))).toBe(`node ${BIN}`);
    expect(invocation('/opt/my tools/skill', { PATH: '' }, '/tmp')).toBe("node '/opt/my tools/skill'");
  });

  it('rewrites the commands in backticks of a message', () => {
    expect(namedAs('no session (`skill sessions list` shows them)', 'node bin/skill')).toBe(
      'no session (`node bin/skill sessions list` shows them)',
    );
    expect(namedAs('`skill list` and skill alone', 'skill')).toBe('`skill list` and skill alone');
  });
});
