import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preferencesFrom } from '../../../src/phases/inline/preferences.js';
import { SAMPLE_VAULT, tempDir } from '../../support/tmp.js';

describe('preferences from directives', () => {
  it("reads the preferred name from the sample vault's profile", () => {
    expect(preferencesFrom([join(SAMPLE_VAULT, '00_Brain/Systemic/Directives/profile.md')]).name).toBe('Alex');
  });

  it('reads "Call me …" and a style line when there is no frontmatter', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'me.md'), '# Me\n\n- Call me **Sam**, please.\n- Style: short and direct, no emoji\n');
    expect(preferencesFrom([join(dir, 'me.md')])).toEqual({ name: 'Sam', style: 'short and direct, no emoji' });
  });

  it('takes the first directive that says something, and survives missing files', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.md'), '---\npreferred_name: Kim\nstyle: warm\n---\n');
    writeFileSync(join(dir, 'b.md'), '---\npreferred_name: Lee\n---\n');
    expect(preferencesFrom([join(dir, 'missing.md'), join(dir, 'a.md'), join(dir, 'b.md')])).toEqual({ name: 'Kim', style: 'warm' });
    expect(preferencesFrom([])).toEqual({});
  });
});
