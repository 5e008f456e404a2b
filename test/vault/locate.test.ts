import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateVault, requireVault, userDateOrder } from '../../src/vault/locate.js';
import { tempDir } from '../support/tmp.js';

describe('which vault', () => {
  it('expands a leading ~ in SKILL_VAULT, --vault and the user config, which the shell left as written', () => {
    const home = tempDir('skill-home-');
    mkdirSync(join(home, 'notes'));
    const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
    expect(locateVault({ env: { ...env, SKILL_VAULT: '~/notes' }, cwd: '/' })).toBe(join(home, 'notes'));
    expect(locateVault({ flag: '~/notes', env, cwd: '/' })).toBe(join(home, 'notes'));
    mkdirSync(join(home, '.config/skill'), { recursive: true });
    writeFileSync(join(home, '.config/skill/config.yaml'), 'vault: ~/notes\n');
    expect(requireVault({ env, cwd: '/' })).toBe(join(home, 'notes'));
  });

  it('leaves ~ inside a path and ~user alone, and says where a missing vault came from', () => {
    const home = tempDir('skill-home-');
    expect(() => locateVault({ env: { HOME: home, SKILL_VAULT: '~nobody/notes' }, cwd: home })).toThrow(`vault not found: ${join(home, '~nobody/notes')} (from $SKILL_VAULT)`);
  });
});

describe('date_order in the user config', () => {
  it('is dmy, mdy or unset, and anything else names the file and key', () => {
    const home = tempDir('skill-home-');
    const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
    expect(userDateOrder(env)).toBeUndefined();
    mkdirSync(join(home, '.config/skill'), { recursive: true });
    writeFileSync(join(home, '.config/skill/config.yaml'), 'date_order: dmy\n');
    expect(userDateOrder(env)).toBe('dmy');
    writeFileSync(join(home, '.config/skill/config.yaml'), 'date_order: european\n');
    expect(() => userDateOrder(env)).toThrow(`${join(home, '.config/skill/config.yaml')}: date_order: should be dmy or mdy (day first or month first)`);
  });
});
