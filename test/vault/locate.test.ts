import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateVault, requireVault, userDateOrder } from '../../src/vault/locate.js';
import { ConfigError } from '../../src/vault/config-read.js';
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
    expect(() => locateVault({ env: { HOME: home, SKILL_VAULT: '~nobody/notes' }, cwd: home })).toThrow(
      `vault not found: ${join(home, '~nobody/notes')} (from $SKILL_VAULT)`,
    );
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
    expect(() => userDateOrder(env)).toThrow(
      `${join(home, '.config/skill/config.yaml')}:1: date_order: should be dmy or mdy (day first or month first)`,
    );
  });
});

describe('the user config is validated whole, as the vault config is', () => {
  const write = (text: string) => {
    const home = tempDir('skill-home-');
    mkdirSync(join(home, 'xdg/skill'), { recursive: true });
    writeFileSync(join(home, 'xdg/skill/config.yaml'), text);
    return { env: { HOME: home, XDG_CONFIG_HOME: join(home, 'xdg') }, file: join(home, 'xdg/skill/config.yaml') };
  };

  it.each([
    ['vualt: /tmp/nv\n', ':1: vualt: unknown key (did you mean vault?)'],
    ['# mine\ndate_ordr: dmy\n', ':2: date_ordr: unknown key (did you mean date_order?)'],
    ['colour: blue\n', ':1: colour: unknown key (known keys: vault, date_order)'],
    [
      'vault: [/tmp/a,\ndate_order: dmy\n',
      ':2: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    ['vault: 12\n', ':1: vault: should be a folder path'],
    ['- vault: x\n', ':1: (top level): should be a mapping of keys to values'],
  ])('%j: file:line and the key, whichever key is asked for', (text, message) => {
    const { env, file } = write(text);
    expect(() => userDateOrder(env)).toThrow(new ConfigError(`${file}${message}`));
    expect(() => locateVault({ env, cwd: '/' })).toThrow(new ConfigError(`${file}${message}`));
  });

  it('a user config that is a folder is an error naming it, not an empty config', () => {
    const home = tempDir('skill-home-');
    mkdirSync(join(home, 'xdg/skill/config.yaml'), { recursive: true });
    expect(() => userDateOrder({ HOME: home, XDG_CONFIG_HOME: join(home, 'xdg') })).toThrow(
      `${join(home, 'xdg/skill/config.yaml')}: cannot read (EISDIR)`,
    );
  });
});
