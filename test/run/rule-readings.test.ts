/**
 * The rules' readings kept between runs (src/run/rule-readings.ts): a new process with the same catalogue, needs and
 * terms takes the kept reading, which is exactly what reading the need afresh gives — over the repo's real rituals
 * (the bundled skills, fixtures/rituals, fixtures/third-party-skills) and the terms of real vaults (fixtures/vault,
 * and from fixtures/vaults kepano-obsidian, github.com/kepano/kepano-obsidian, and Tasks-Demo,
 * github.com/obsidian-tasks-group/obsidian-tasks-demo). Whether a run read anything anew shows in the file: a run
 * that only hits never writes it (a write is a new file renamed over the old one).
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_ID } from '../../src/cache/build-id.js';
import { crc32 } from '../../src/cache/checksum.js';
import type { NamedTerm, NeedReading } from '../../src/need/types.js';
import { loadCatalogue } from '../../src/plan/catalogue.js';
import type { Catalogue } from '../../src/plan/catalogue-types.js';
import { readWithRules, type NeedInput } from '../../src/plan/planner.js';
import { resolveWriteTargets } from '../../src/plan/targets.js';
import type { Ritual } from '../../src/ritual/types.js';
import { resolveTime } from '../../src/time/resolve.js';
import { discoverRituals, searchPath } from '../../src/ritual/discover.js';
import { loadReaderView } from '../../src/run/reader-view.js';
import { loadRuleReadings, type RuleReadings } from '../../src/run/rule-readings.js';
import { termsOfVault } from '../../src/run/vault-terms.js';
import { loadVaultConfig } from '../../src/vault/config.js';
import { SAMPLE_VAULT, tempDir } from '../support/tmp.js';

const FILE = 'rule-readings.bin';

/** Every need of the repo's rituals that parse, with its details. */
const RITUALS: Ritual[] = discoverRituals([
  ...searchPath({}),
  { dir: 'fixtures/rituals', source: 'flag' },
  { dir: 'fixtures/third-party-skills', source: 'flag' },
]).flatMap((f) => (f.ritual ? [f.ritual] : []));
const NEEDS: NeedInput[] = RITUALS.flatMap((r) =>
  r.needs.map((n) => ({ text: n.text, line: n.line, ...(n.details ? { details: n.details } : {}) })),
);

let TERMS: (readonly NamedTerm[])[];

beforeAll(async () => {
  const vaults = [SAMPLE_VAULT, 'fixtures/vaults/kepano__kepano-obsidian', 'fixtures/vaults/obsidian-tasks-group__Tasks-Demo'];
  const signal = new AbortController().signal;
  TERMS = [[], ...(await Promise.all(vaults.map((v) => termsOfVault(v, loadVaultConfig(v), signal))))];
});

/** A new process: its own catalogue object, loaded from the same files, with the kept view and readings. */
function newProcess(cache: string, change: (c: Catalogue) => Catalogue = (c) => c): { catalogue: Catalogue; kept: RuleReadings } {
  const catalogue = change(loadCatalogue(searchPath({})));
  loadReaderView(cache, catalogue);
  return { catalogue, kept: loadRuleReadings(cache, catalogue) };
}

const readAll = (c: Catalogue, terms: readonly NamedTerm[], needs = NEEDS): NeedReading[] => needs.map((n) => readWithRules(n, c, terms));

/** Whether reading `needs` in a new process read any of them anew (then the file is written). */
function readsAnew(cache: string, terms: readonly NamedTerm[], needs: NeedInput[], change?: (c: Catalogue) => Catalogue): boolean {
  const before = statSync(join(cache, FILE)).ino;
  const { catalogue, kept } = newProcess(cache, change);
  readAll(catalogue, terms, needs);
  kept.save();
  return statSync(join(cache, FILE)).ino !== before;
}

describe('the kept rule readings', () => {
  it('give exactly the reading a fresh read gives, for every need of the real rituals and several vaults’ terms', () => {
    expect(NEEDS.length).toBeGreaterThan(50);
    expect(TERMS.slice(1).every((t) => t.length > 0)).toBe(true);
    // Fresh readings: a catalogue with nothing kept.
    const plain = loadCatalogue(searchPath({}));
    const cache = tempDir('rule-readings-');
    for (const terms of TERMS) {
      const fresh = readAll(plain, terms);
      const first = newProcess(cache);
      expect(readAll(first.catalogue, terms)).toStrictEqual(fresh);
      first.kept.save();
      const written = statSync(join(cache, FILE)).ino;
      const second = newProcess(cache);
      const kept = readAll(second.catalogue, terms);
      second.kept.save();
      expect(statSync(join(cache, FILE)).ino).toBe(written); // every need hit: nothing to write
      expect(kept).toStrictEqual(fresh);
      expect(JSON.stringify(kept)).toBe(JSON.stringify(fresh)); // the same keys in the same order
    }
  });

  it('hand out a copy: changing a reading changes nothing kept', () => {
    const cache = tempDir('rule-readings-');
    const need = { text: 'People files for anyone with 1:1 meetings', line: 1 };
    const first = newProcess(cache);
    const reading = readWithRules(need, first.catalogue);
    const fresh = structuredClone(reading);
    reading.asks[0]!.words.push('changed');
    expect(readWithRules(need, first.catalogue)).toStrictEqual(fresh);
    first.kept.save();
    const second = newProcess(cache);
    const kept = readWithRules(need, second.catalogue);
    kept.unexplained.push('changed');
    expect(readWithRules(need, second.catalogue)).toStrictEqual(fresh);
  });

  it("keep the note each write sentence names: the write targets are a fresh reading's, and a second run reads none", () => {
    const config = loadVaultConfig(SAMPLE_VAULT);
    const resolution = resolveTime('next monday', new Date('2026-11-20T09:00:00'));
    // And one sentence that writes to no note the catalogue knows: kept too, as none.
    const none = { heading: 'Write', line: 1, body: '- Save a haiku about the weather.', bodyLine: 2, phase: 'write' as const, reason: '' };
    const rituals = [...RITUALS, { ...RITUALS[0]!, sections: [...RITUALS[0]!.sections, none] }];
    const targetsOf = (catalogue: Catalogue) =>
      rituals.map((ritual) => resolveWriteTargets({ ritual, resolution, catalogue, vault: SAMPLE_VAULT, config }));
    const fresh = targetsOf(loadCatalogue(searchPath({})));
    expect(fresh.flatMap((t) => t.targets).length).toBeGreaterThan(10);
    expect(fresh.at(-1)!.unresolved).toContain('Save a haiku about the weather.');
    const cache = tempDir('rule-readings-');
    const first = newProcess(cache);
    expect(targetsOf(first.catalogue)).toStrictEqual(fresh);
    first.kept.save();
    const written = statSync(join(cache, FILE)).ino;
    const second = newProcess(cache);
    expect(targetsOf(second.catalogue)).toStrictEqual(fresh);
    second.kept.save();
    expect(statSync(join(cache, FILE)).ino).toBe(written);
    // Another vocabulary is another reading of the sentences: read anew.
    const third = newProcess(cache, (c) => ({
      ...c,
      vocabulary: { ...c.vocabulary, synonyms: { ...c.vocabulary.synonyms, plan: ['scheme'] } },
    }));
    expect(targetsOf(third.catalogue)).toStrictEqual(fresh);
    third.kept.save();
    expect(statSync(join(cache, FILE)).ino).not.toBe(written);
  });

  describe('miss when any input of the reading changed', () => {
    const need: NeedInput = { text: 'Notes in the Quotes category', line: 1, details: ['from the last two weeks'] };
    const terms: NamedTerm[] = [
      { phrase: 'Quotes', entry: 'resolve-notes#query', options: { category: ['Quotes'] } },
      { phrase: 'Reading List', entry: 'resolve-notes#query', options: { title: ['Reading List'] } },
    ];
    let cache: string;
    beforeEach(() => {
      cache = tempDir('rule-readings-');
      const { catalogue, kept } = newProcess(cache);
      readWithRules(need, catalogue, terms);
      kept.save();
    });

    const cases: [string, NeedInput, readonly NamedTerm[], ((c: Catalogue) => Catalogue)?][] = [
      ['the text', { ...need, text: 'Notes in the Quotes categories' }, terms],
      ['the details', { ...need, details: ['from the last three weeks'] }, terms],
      ['no details', { text: need.text, line: 1 }, terms],
      ['a term’s phrase', need, [{ ...terms[0]!, phrase: 'Quote' }, terms[1]!]],
      ['a term’s entry', need, [{ ...terms[0]!, entry: 'resolve-notes#folder' }, terms[1]!]],
      ['a term’s options', need, [{ ...terms[0]!, options: { tag: ['Quotes'] } }, terms[1]!]],
      ['the order of the terms', need, [terms[1]!, terms[0]!]],
      ['one term fewer', need, [terms[0]!]],
      [
        'the vocabulary',
        need,
        terms,
        (c) => ({ ...c, vocabulary: { ...c.vocabulary, synonyms: { ...c.vocabulary.synonyms, quotes: ['sayings'] } } }),
      ],
      [
        "an entry's reader fields",
        need,
        terms,
        (c) => ({
          ...c,
          subSkills: c.subSkills.map((s, i) =>
            i === 0 ? { ...s, serves: s.serves.map((e, k) => (k === 0 ? { ...e, phrases: [...e.phrases, 'almanac'] } : e)) } : s,
          ),
        }),
      ],
    ];
    it('hits when nothing changed (and the line, which the reader does not read, may)', () => {
      expect(readsAnew(cache, terms, [{ ...need, line: 7 }])).toBe(false);
    });
    for (const [what, changed, changedTerms, change] of cases)
      it(`misses for ${what}`, () => expect(readsAnew(cache, changedTerms, [changed], change)).toBe(true));

    it('misses for another build of skill, and for a damaged file, without failing', () => {
      const file = join(cache, FILE);
      const bytes = readFileSync(file);
      const header = bytes.subarray(0, bytes.indexOf(0x0a)).toString('latin1');
      const payload = bytes.subarray(bytes.indexOf(0x0a) + 1);
      expect(header).toContain(BUILD_ID);
      const other = header.replace(BUILD_ID, 'another-build').replace(/[0-9a-f]{8}$/, crc32(payload).toString(16).padStart(8, '0'));
      writeFileSync(file, Buffer.concat([Buffer.from(`${other}\n`, 'latin1'), payload]));
      expect(readsAnew(cache, terms, [need])).toBe(true);
      const damaged = readFileSync(file);
      const at = damaged.length - 3;
      damaged[at] = damaged[at]! ^ 0xff;
      writeFileSync(file, damaged);
      expect(readsAnew(cache, terms, [need])).toBe(true);
      expect(readsAnew(cache, terms, [need])).toBe(false);
    });
  });
});
