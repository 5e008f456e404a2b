/**
 * The hit's best line, chosen with the folded-text pre-check (snippet.ts mayMatch), against the same choice made by
 * tokenising every line: seeded random notes and queries, plurals, capitals, accents and non-Latin words included.
 */
import { describe, expect, it } from 'vitest';
import { queryTerms, termsWithOffsets } from '../../../src/gather/search/analyze.js';
import { describeHit, linesToRead } from '../../../src/gather/search/snippet.js';

const WORDS = [
  'meeting',
  'Meetings',
  'MEETING',
  'summary',
  'summaries',
  'Summaries',
  'box',
  'boxes',
  'city',
  'cities',
  'class',
  'classes',
  'status',
  'bus',
  'budget',
  'roadmap',
  'Roadmaps',
  'café',
  'Café',
  'cafe',
  'école',
  'ecole',
  'naïve',
  'naive',
  'Straße',
  'strasse',
  'ﬁle',
  'file',
  'Ærø',
  '東京',
  'données',
  'the',
  'and',
  'is',
  '1:1',
  '2026',
  'v2',
  'x-ray',
  'x',
  'ai',
  'AIs',
  'kpi',
  'KPIs',
  'e.g.',
  '#project',
  '[[Ada Lovelace]]',
  'ada',
  'lovelace',
  'Ｋｅｎｊｉ',
  'kenji',
  'Cafe\u0301s',
  'İstanbul',
  'istanbul',
  '\u212Aelvin',
  'kelvin',
  '😀',
  'señor',
  'senors',
  '20',
  '2026',
  'v20',
  '20s',
  'x20',
  'policy',
  'policies',
  'ties',
  'tie',
  'series',
  'buses',
  'axes',
  'ax',
  'bugs',
  'bug',
  'ﬁxes',
];

/** The best line as describeHit chose it before the pre-check: every line tokenised. */
function bestLine(text: string, terms: ReadonlySet<string>): number | undefined {
  let best = -1;
  let bestCount = 0;
  text.split('\n').forEach((line, i) => {
    const found = new Set(
      termsWithOffsets(line)
        .filter((t) => terms.has(t.term))
        .map((t) => t.term),
    );
    if (found.size > bestCount) {
      best = i;
      bestCount = found.size;
    }
  });
  return best >= 0 ? best + 1 : undefined;
}

describe('the best line of a hit', () => {
  it('finds a term in its plural, capitalised or accented forms, where only those are written', () => {
    const line = (text: string, query: string) => describeHit(text, 'n.md', new Set(queryTerms(query))).line;
    expect(line('nothing here\nthe Summaries are in\nsummar', 'summary')).toBe(2);
    expect(line('x\nCITIES and boxes\ncity', 'cities box')).toBe(2);
    expect(line('class\nclasses of KPIs\nkpi', 'class kpis')).toBe(2);
    expect(line('cafe\nun Café à l’école\necole', 'ecole cafe')).toBe(2);
    expect(line('x\nl’École\necol', 'ecole')).toBe(2);
    expect(line('Señor\nnai\u0308ve señores, ﬁles\nfile', 'senor naive file')).toBe(2);
    expect(line('kenji\nＫｅｎｊｉ Silva\nsilva', 'Kenji Silva')).toBe(2);
    expect(line('2026-11-20 and v20\nforum 20 series\nforum', 'forum series 20')).toBe(2);
    expect(line('policy\npolicies and ties\ntie', 'policy tie')).toBe(2);
    expect(line('x\nthe boxes\ny', 'box')).toBe(2);
    expect(line('x\ntwo axes, classes\nclass', 'ax class')).toBe(2);
  });

  it('is the line the full tokenisation picks, for any note and query', () => {
    let seed = 11;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pick = (k: number): string => Array.from({ length: k }, () => WORDS[rnd(WORDS.length)]).join(rnd(3) === 0 ? ', ' : ' ');
    for (let round = 0; round < 600; round++) {
      const text = Array.from({ length: 1 + rnd(12) }, () => pick(rnd(9))).join('\n');
      const terms = new Set(queryTerms(pick(1 + rnd(4))));
      expect(describeHit(text, 'n.md', terms).line, `${JSON.stringify(text)} / ${[...terms].join(' ')}`).toBe(bestLine(text, terms));
    }
  });

  it('tokenises only the lines where a term stands as a whole word, accented, plural or wide', () => {
    const terms = new Set(queryTerms('forum 20 café'));
    const text = '2026-11-20 Forums\nv20 x2026 forumite\nsee 20s at the CAFÉS\nＦｏｒｕｍ\ncafeteria 200';
    expect(linesToRead(text, terms)).toEqual([true, false, true, true, false]);
    expect(linesToRead(text, new Set(queryTerms('東京 forum')))).toBeUndefined(); // every line read
    expect(linesToRead(text, new Set())).toEqual([]);
  });

  it('reads every line that holds a term, whatever units its words are made of', () => {
    const units = [
      'a',
      'B',
      'é',
      'E\u0301',
      'ß',
      'ﬃ',
      'Ａ',
      '\u212A',
      'İ',
      'ø',
      '東',
      '😀',
      '½',
      ' ',
      '\n',
      '-',
      's',
      'ies',
      'es',
      'y',
      '2',
    ];
    let seed = 5;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 400; round++) {
      const text = Array.from({ length: 1 + rnd(50) }, () => units[rnd(units.length)]).join('');
      const lines = text.split('\n');
      const all = [...new Set(termsWithOffsets(text).map((t) => t.term))].filter((t) => /^[a-z0-9]+$/.test(t));
      const terms = new Set(all.filter(() => rnd(2) === 0));
      if (terms.size === 0) continue;
      const read = linesToRead(text, terms);
      expect(read, JSON.stringify(text)).toHaveLength(lines.length);
      lines.forEach((line, i) => {
        if (termsWithOffsets(line).some((t) => terms.has(t.term))) expect(read![i], `${JSON.stringify(text)} line ${i}`).toBe(true);
      });
    }
  });
});
