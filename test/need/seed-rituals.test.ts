// The core design's own example rituals (../shared/seeds/002_…, "planning-daily" and "weekly-review"): every need
// they list is understood, with the asks the design means. Its weekly-review asks for "Month.md and Quarter.md for
// broader context", which the old planner read as Month.md alone while saying "5 of 5 understood".
import { describe, expect, it } from 'vitest';
import { summarise } from '../support/needs.js';

describe("the core design's example rituals", () => {
  const cases: [string, string][] = [
    // planning-daily
    ['Calendar events for the day', 'understood: calendar @the day (2026-02-16)'],
    ["User's directives and preferences", 'understood: directives'],
    ['QMD search results for documents related to meetings and projects', 'understood: search[context=meetings+projects]'],
    ['Today.md file for this day (may not exist yet)', 'understood: today'],
    ['Week.md for weekly context', 'understood: week'],
    ['Month.md for monthly context', 'understood: month'],
    ['People files for anyone with 1:1 meetings', 'understood: people[source=one-on-one]'],
    ['Active project files', 'understood: projects'],
    // weekly-review
    [
      'All daily archive files for the week being reviewed (Mon-Fri)',
      'understood: daily-notes @the week being reviewed +workdays (2026-02-16..2026-02-22)',
    ],
    ["Week.md file with the week's goals and notes", 'understood: week'],
    ['Month.md and Quarter.md for broader context', 'understood: month, quarter'],
    ['People files for significant interactions this week', 'understood: people[source=mentions] @this week (2026-02-16..2026-02-22)'],
    [
      'Project files that were active or mentioned this week',
      'understood: projects[filter=active+mentioned] @this week (2026-02-16..2026-02-22)',
    ],
  ];
  for (const [need, want] of cases) it(`${need} → ${want}`, () => expect(summarise(need)).toBe(want));
});
