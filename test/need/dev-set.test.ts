// The development set of need phrasings (fixtures/needs/dev.tsv, a copy of ../shared/needs/dev.tsv) as a table:
// each need is planned as the reference scorer plans it (target Monday 2026-02-16) and must read right — the
// entries, option values and dates it expects, with the status "understood" — or, for a need nothing serves, be
// read as not understood.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planNeeds } from '../../src/plan/planner.js';
import { bundledCatalogue, DEV_TARGET } from '../support/needs.js';

const lines = readFileSync(join(import.meta.dirname, '../../fixtures/needs/dev.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'));

describe('the development set', () => {
  for (const line of lines) {
    const [need = '', entries = '', options = '', ranges = ''] = line.split('\t');
    it(need, () => {
      const plan = planNeeds('dev', [{ text: need, line: 1 }], DEV_TARGET, bundledCatalogue);
      const served = plan.tasks.filter((t) => t.needs.includes(0));
      if (entries === 'none') {
        expect(plan.needs[0]!.status).toBe('unmatched');
        expect(served).toEqual([]);
        return;
      }
      expect(plan.needs[0]!.status).toBe('understood');
      expect(served.map((t) => t.entry).sort()).toEqual(entries.split(',').sort());
      for (const o of options.split(',').filter(Boolean)) {
        const [key = '', value] = o.split('=');
        const [entry, param = ''] = key.split('.');
        expect(served.find((t) => t.entry === entry)?.params[param], o).toContain(value);
      }
      for (const r of ranges.split(',').filter(Boolean)) {
        const [entry, dates = ''] = r.split('=');
        const range = served.find((t) => t.entry === entry)?.range;
        expect(dates.split('|'), r).toContain(`${range?.start}..${range?.end}`);
      }
    });
  }
});
