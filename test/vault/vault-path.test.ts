/**
 * The user config's `vault:` as bin/skill guesses it without the YAML parser (plainConfigVault), checked against the
 * parser the run reads the file with (the yaml package, through config-read.ts as locate.ts reads it) as the oracle:
 * a guess, when there is one, is what the run reads; a file the run could read another way, or refuses, gives none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configTree, Reader } from '../../src/vault/config-read.js';
import { DATE_ORDERS } from '../../src/time/types.js';
import { plainUserConfig } from '../../src/vault/vault-path.js';

/** The vault bin/skill starts the scan of, from a user config's text. */
const plainConfigVault = (text: string): string | undefined => plainUserConfig(text)?.vault;
import { fuzzParams } from '../support/fuzz.js';

/**
 * What the run reads as `vault:` (locate.ts readUserConfig), or `refused` for a file it reports: invalid YAML, an
 * unknown key, a date order it does not know. A guess there walked the folder for nothing, on the main thread before
 * the CLI loads (scan-handoff.ts), before the run could say what is wrong: 3 s warm, 80 s cold for `vault: /`.
 */
function parsed(text: string): unknown {
  const both = read(text);
  return typeof both === 'string' ? both : both.vault;
}

/** Both keys as the run reads them with the parser (locate.ts), or `refused`. */
function read(text: string): { vault?: unknown; dateOrder?: unknown } | 'refused' {
  try {
    const root = new Reader('config.yaml', configTree(text, 'config.yaml'), '').mapping(['vault', 'date_order']);
    const order = root.child('date_order');
    if (order.present && !(DATE_ORDERS as readonly unknown[]).includes(order.value)) return 'refused';
    const vault = root.child('vault');
    if (vault.present && (typeof vault.value !== 'string' || vault.value.trim() === '')) return 'refused';
    return { ...(vault.present ? { vault: vault.value } : {}), ...(order.present ? { dateOrder: order.value } : {}) };
  } catch {
    return 'refused';
  }
}

describe('the user config vault bin/skill guesses', () => {
  it('is a path on its own top-level line, plain or quoted without escapes', () => {
    expect(plainConfigVault('vault: ~/notes\n')).toBe('~/notes');
    expect(plainConfigVault('date_order: dmy\nvault: /home/me/My Notes   # work\n')).toBe('/home/me/My Notes');
    expect(plainConfigVault('vault: "~/Obsidian Vault/"\r\n')).toBe('~/Obsidian Vault/');
    expect(plainConfigVault("vault: '/srv/notes#1'\n")).toBe('/srv/notes#1');
  });

  it('is none where the YAML parser could read the line another way, or the file does not say it on one line', () => {
    for (const text of [
      'vault: notes\n', // a bare word: could be a null, a boolean, a number
      'vault: ~\n',
      'vault:\n  ~/notes\n',
      'vault: |\n  ~/notes\n',
      'vault: [~/notes]\n',
      'vault: &a ~/notes\n',
      'vault: !!str ~/notes\n',
      'vault: "~/no\\tes"\n',
      "vault: 'it''s/here'\n",
      'vault: ~/a\nvault: ~/b\n',
      '  vault: ~/notes\n',
      'vault: a: b/c\n',
      '# vault: ~/notes\n',
      '',
    ])
      expect(plainConfigVault(text), text).toBeUndefined();
  });

  it('is none for a file the run refuses: a guess there walks the folder before the run can say what is wrong', () => {
    for (const text of [
      'vault: /\ndateorder: dmy\n', // an unknown key
      'vault: /\ndate_order: ymd\n',
      'vault: /\n---\ndate_order: dmy\n', // a second document
      '%YAML 1.1\nvault: /\n',
      'vault: /\nnotes\n',
      'vault: ~/a:\n', // a key in a key
      'vault: ~/a:\tb\n',
      'vault: ~/a:\r', // a lone CR ends the line here: a key in a key
      `vault: /a/${'['.repeat(65)}\n`, // nests too deep (yaml-depth.ts counts a plain value's brackets too)
      `${'#\n'.repeat(130_000)}vault: /a\n`, // over config-read.ts's 256 KB
    ])
      expect(plainConfigVault(text), JSON.stringify(text)).toBeUndefined();
  });

  it('reads spaces as YAML does: a space or a tab, not what JavaScript calls white space', () => {
    for (const text of ['vault: /a/b\u00a0\n', 'vault: /a/b\u3000# c\n', 'vault: /a/b\v\n', 'vault: /a/b\f\n', 'vault: /a/b\r']) {
      const guess = plainConfigVault(text);
      if (guess !== undefined) expect(guess, JSON.stringify(text)).toBe(parsed(text));
    }
    expect(plainConfigVault('vault: /a/b\u00a0\n')).toBe('/a/b\u00a0');
    expect(plainConfigVault('vault:\u00a0/a/b\n')).toBeUndefined(); // one plain text: not a key
  });

  it('reads a long line of blanks, `#` or quotes as the parser does, in one pass', () => {
    // Each of these took 7-20 s with a lazy `[^#]*?` and /[ \t]+$/ trims (quadratic): over the test's time limit. No
    // time is asserted here; the results are, against the parser's.
    const blanks = ' \t'.repeat(30_000);
    for (const text of [`vault: a/${blanks}b\n`, `vault: a${blanks}#\n`, `vault: a/${blanks}b#\n`, `vault: ${'"'.repeat(60_000)}\n`]) {
      const plain = plainUserConfig(text);
      if (plain !== undefined) expect(read(text), JSON.stringify(text.slice(0, 20))).toEqual(plain);
    }
    expect(plainUserConfig(`vault: a/${blanks}b\n`)).toEqual({ vault: `a/${blanks}b` });
  });

  it('reads a whole plain config without the parser, both keys, and leaves any other to the parser', () => {
    expect(plainUserConfig('# mine\nvault: ~/notes\n\ndate_order: mdy   # US\n')).toEqual({ vault: '~/notes', dateOrder: 'mdy' });
    expect(plainUserConfig('date_order: dmy\n')).toEqual({ dateOrder: 'dmy' });
    expect(plainUserConfig('')).toEqual({});
    expect(plainUserConfig('# nothing yet\n')).toEqual({});
    for (const text of ['date_order: dmy\ndate_order: mdy\n', 'date_order: ymd\n', 'vault: notes\n', 'vault: ~/a\n  # indented\n'])
      expect(plainUserConfig(text), JSON.stringify(text)).toBeUndefined();
    for (const text of ['# mine\nvault: ~/notes\n\ndate_order: mdy   # US\n', 'date_order: dmy\n', '', '# nothing yet\n'])
      expect(read(text), JSON.stringify(text)).toEqual(plainUserConfig(text));
  });

  it('is, whenever there is one, what the YAML parser reads', () => {
    const value = fc.constantFrom(
      '~/notes',
      '/a/b',
      'a/b',
      ' a/b ',
      'a/ b',
      'a/b #c',
      'a/b#c',
      'a/b\t# c',
      '"a/b"',
      "'a/b'",
      '"a/\\"b"',
      "'a''/b'",
      '~',
      'null',
      'true',
      '12/3',
      '0x1/2',
      '[a/b]',
      '{a: b/c}',
      '&x a/b',
      '*x',
      '!t a/b',
      '|',
      '>-',
      '- a/b',
      '? a/b',
      '%a/b',
      '@a/b',
      '`a/b`',
      ': a/b',
      'a: b/c',
      'a/b: c',
      '"a/b',
      "'a/b",
      'a/b"',
      '#a/b',
      ',a/b',
      'a/b,',
      '-a/b',
      '?a/b',
      'dmy',
      'mdy',
      'dmy # day first',
      'ymd',
      'a/b\u00a0',
      '\u3000a/b',
      'a/b\u2028c',
      'a/b\f',
      'a/b:',
      `/a/${'['.repeat(65)}`,
    );
    const line = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('vault', 'date_order', 'other', ' vault', 'vault '),
          fc.constantFrom(':', ': ', ':\t', ' : ', ':\u00a0'),
          value,
        )
        .map(([k, sep, v]) => `${k}${sep}${v}`),
      fc.constantFrom('---', '...', '%YAML 1.2', '# a comment', ''),
    );
    const text = fc
      .array(line, { minLength: 1, maxLength: 3 })
      .chain((lines) => fc.tuple(fc.constant(lines), fc.constantFrom('\n', '\r\n', '\r')))
      .map(([lines, eol]) => lines.join(eol) + eol);
    fc.assert(
      fc.property(text, (t) => {
        const guess = plainConfigVault(t);
        if (guess !== undefined) expect(parsed(t), JSON.stringify(t)).toBe(guess);
        // The whole file read without the parser, when it is: both keys as the parser reads them, never a file it refuses.
        const plain = plainUserConfig(t);
        if (plain !== undefined) expect(read(t), JSON.stringify(t)).toEqual(plain);
      }),
      fuzzParams(2000),
    );
  });
});
