/** Reading needs with the bundled catalogue, summarised in one line per need for table tests. */
import { loadCatalogue } from '../../src/plan/catalogue.js';
import { catalogueView } from '../../src/plan/planner.js';
import { readNeed } from '../../src/need/read.js';
import type { NeedReading } from '../../src/need/types.js';
import { searchPath } from '../../src/ritual/discover.js';
import type { Catalogue } from '../../src/plan/catalogue-types.js';

export const bundledCatalogue: Catalogue = loadCatalogue(searchPath({}));

/** Options that differ from the entry's default, so a summary shows only what the words chose. */
function chosen(reading: NeedReading, catalogue: Catalogue): string[] {
  return reading.asks.map((a) => {
    const entry = catalogue.subSkills.flatMap((s) => s.serves).find((e) => e.id === a.entry);
    const opts = Object.entries(a.options)
      .filter(([k, v]) => {
        const def = entry?.options.find((o) => o.param === k)?.default ?? [];
        return v.length > 0 && JSON.stringify([...v].sort()) !== JSON.stringify([...def].sort());
      })
      .map(([k, v]) => `${k}=${[...v].sort().join('+')}`);
    const time = a.time ? ` @${a.time.words}${a.time.workdaysOnly && a.time.words !== 'workdays' ? ' +workdays' : ''}` : '';
    return `${a.entry}${opts.length ? `[${opts.join(' ')}]` : ''}${time}`;
  });
}

/** "understood: people[source=attendees] @that day" — or "partly: calendar | zoom" — or "unmatched | weather". */
export function summarise(text: string, catalogue: Catalogue = bundledCatalogue): string {
  const r = readNeed(text, catalogueView(catalogue));
  const asks = chosen(r, catalogue).join(', ');
  const rest = r.unexplained.length ? ` | ${r.unexplained.join(' ')}` : '';
  return r.status === 'unmatched' ? `unmatched${rest}` : `${r.status}: ${asks}${rest}`;
}
