/** Reading needs with the bundled catalogue, as planned for one target, summarised in one line for table tests. */
import { loadCatalogue } from '../../src/plan/catalogue.js';
import { planNeeds } from '../../src/plan/planner.js';
import type { PlannedNeed } from '../../src/plan/types.js';
import { searchPath } from '../../src/ritual/discover.js';
import type { Catalogue } from '../../src/plan/catalogue-types.js';
import { resolveTime } from '../../src/time/resolve.js';

export const bundledCatalogue: Catalogue = loadCatalogue(searchPath({}));

/** The dev set's target: "next monday" from Sunday 2026-02-15 10:30, so Monday 2026-02-16. */
export const DEV_TARGET = resolveTime('next monday', new Date(2026, 1, 15, 10, 30));

function planOne(text: string, catalogue: Catalogue = bundledCatalogue): PlannedNeed {
  return planNeeds('t', [{ text, line: 1 }], DEV_TARGET, catalogue).needs[0]!;
}

/** Options that differ from the entry's default, so a summary shows only what the words chose. */
function chosen(n: PlannedNeed, catalogue: Catalogue): string[] {
  return n.asks.map((a) => {
    const entry = catalogue.subSkills.flatMap((s) => s.serves).find((e) => e.id === a.entry);
    const opts = Object.entries(a.options)
      .filter(([k, v]) => {
        const def = entry?.options.find((o) => o.param === k)?.default ?? [];
        return v.length > 0 && JSON.stringify([...v].sort()) !== JSON.stringify([...def].sort());
      })
      .map(([k, v]) => `${k}=${[...v].sort().join('+')}`);
    // The words and the dates they chose for the Monday 2026-02-16 target: "@last week (2026-02-09..2026-02-15)".
    const dates = a.time ? (a.time.start === a.time.end ? a.time.start : `${a.time.start}..${a.time.end}`) : '';
    const time = a.time ? ` @${a.time.words}${a.time.workdaysOnly && a.time.words !== 'workdays' ? ' +workdays' : ''} (${dates})` : '';
    return `${a.entry}${opts.length ? `[${opts.join(' ')}]` : ''}${time}`;
  });
}

/** "understood: people[source=attendees] @that day (2026-02-16)" — or "partly: calendar | zoom" — or "unmatched | weather". */
export function summarise(text: string, catalogue: Catalogue = bundledCatalogue): string {
  const n = planOne(text, catalogue);
  const asks = chosen(n, catalogue).join(', ');
  const rest = n.unexplained.length ? ` | ${n.unexplained.join(' ')}` : '';
  return n.status === 'unmatched' ? `unmatched${rest}` : `${n.status}: ${asks}${rest}`;
}
