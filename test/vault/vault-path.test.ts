/**
 * The user config's `vault:` as bin/skill guesses it without the YAML parser (plainConfigVault), checked against the
 * parser the run reads the file with (the yaml package) as the oracle: a guess, when there is one, is what the parser
 * reads; anything the parser could read another way gives no guess.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { plainConfigVault } from '../../src/vault/vault-path.js';
import { fuzzParams } from '../support/fuzz.js';

/** What the parser reads as `vault:`, or `refused` for a file the run reports as invalid YAML. */
function parsed(text: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0) return 'refused';
  try {
    return (doc.toJS() as Record<string, unknown> | null)?.vault;
  } catch {
    return 'refused'; // an alias without its anchor, which the package reports only here
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
    );
    const line = fc.tuple(
      fc.constantFrom('vault', 'date_order', 'other', ' vault', 'vault '),
      fc.constantFrom(':', ': ', ':\t', ' : '),
      value,
    );
    const text = fc
      .array(line, { minLength: 1, maxLength: 3 })
      .chain((lines) => fc.tuple(fc.constant(lines), fc.constantFrom('\n', '\r\n')))
      .map(([lines, eol]) => lines.map(([k, sep, v]) => `${k}${sep}${v}`).join(eol) + eol);
    fc.assert(
      fc.property(text, (t) => {
        const guess = plainConfigVault(t);
        const read = parsed(t);
        // A file the parser refuses is the run's to report: a guess there only cost a walk.
        if (guess !== undefined && read !== 'refused') expect(read, JSON.stringify(t)).toBe(guess);
      }),
      fuzzParams(2000),
    );
  });
});
