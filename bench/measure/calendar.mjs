// 6. Calendars: what reading a calendar costs (docs/calendars.md, docs/performance.md).
//  - ical.js's import, against a bare node start;
//  - the bench vault's 500-event work calendar for one day and for a week: the first read in a process (loads
//    ical.js), later reads in the same process, and a second run's read through the per-file cache;
//  - a 20 MB calendar (bench/lib/big-calendar.mjs) for a day and a week: wall time and peak memory of the whole
//    process, against the calendar task's timeout (gather.timeout, 30 s by default).
// Every figure is a median of separate child processes, interleaved, so the machine's noise hits all alike.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bigCalendar } from '../lib/big-calendar.mjs';
import { BENCH, runNode } from '../lib/proc.mjs';
import { count, mb, median, ms, ratio, table } from '../lib/stats.mjs';
import { benchDir, ensureVault } from '../lib/vaults.mjs';

const CHILD = join(BENCH, 'lib', 'calendar-child.mjs');
const DAY = ['2026-11-23', '2026-11-23'];
const WEEK = ['2026-11-23', '2026-11-29'];
const TASK_TIMEOUT_MS = 30_000;

function read(file, range, reps, cacheDir) {
  const r = runNode([CHILD, file, ...range, String(reps), ...(cacheDir ? [cacheDir] : [])]);
  return { ...JSON.parse(r.stdout.trim().split('\n').pop()), wallMs: r.ms, maxRssKB: r.maxRssKB };
}

export async function measureCalendar({ reps = 5, log = () => {} } = {}) {
  const work = join(ensureVault(1000, log).path, '.skill', 'calendars', 'work.ics');
  const big = bigCalendar(join(benchDir(), 'calendar-20mb.ics'), { megabytes: 20 }).file;
  const bigBytes = statSync(big).size;

  log('calendar: import cost');
  const bare = [];
  const icaljs = [];
  for (let i = 0; i < reps * 2; i++) {
    bare.push(runNode(['-e', ''], { rss: false }).ms);
    icaljs.push(runNode(['-e', 'await import("ical.js")', '--input-type=module'], { rss: false }).ms);
  }

  log('calendar: the 500-event work calendar');
  const rows = [];
  for (const [label, range] of [
    ['one day', DAY],
    ['one week', WEEK],
  ]) {
    const first = [];
    const warm = [];
    const miss = [];
    const hit = [];
    let events = 0;
    for (let i = 0; i < reps; i++) {
      const r = read(work, range, 5);
      first.push(r.times[0]);
      warm.push(median(r.times.slice(1)));
      events = r.events;
      const cacheDir = mkdtempSync(join(tmpdir(), 'skill-bench-calcache-'));
      try {
        miss.push(read(work, range, 1, cacheDir).times[0]); // the first run of the day parses and fills the cache
        hit.push(read(work, range, 1, cacheDir).times[0]); // a second run reads the cache
      } finally {
        rmSync(cacheDir, { recursive: true, force: true });
      }
    }
    rows.push([
      `500 events, ${label} (${events} in range)`,
      ms(median(first)),
      ms(median(warm)),
      ms(median(miss)),
      ms(median(hit)),
      ratio(median(miss), median(hit)),
    ]);
  }

  log(`calendar: a ${mb(bigBytes / 1024)} calendar`);
  const bigRows = [];
  for (const [label, range] of [
    ['one day', DAY],
    ['one week', WEEK],
  ]) {
    const runs = [];
    for (let i = 0; i < Math.max(2, Math.ceil(reps / 2)); i++) runs.push(read(big, range, 1));
    const wall = median(runs.map((r) => r.wallMs));
    const read1 = median(runs.map((r) => r.times[0]));
    bigRows.push([
      `${mb(bigBytes / 1024)}, ${label} (${runs[0].events} in range)`,
      ms(read1),
      ms(wall),
      mb(median(runs.map((r) => r.maxRssKB))),
      `${Math.round((wall / TASK_TIMEOUT_MS) * 100)} %`,
    ]);
  }

  const importTable = table(
    ['', 'median'],
    [
      ['node, bare start', ms(median(bare))],
      ['node, importing ical.js', ms(median(icaljs))],
      ['ical.js import cost', ms(median(icaljs) - median(bare))],
    ],
  );
  const readTable = table(
    ['calendar, range', 'first read in a process', 'later reads', 'first run (cache filled)', 'second run (from cache)', 'cache gain'],
    rows,
  );
  const bigTable = table(['calendar, range', 'read', 'whole process', 'peak memory', 'of the 30 s task timeout'], bigRows);
  return {
    importTable,
    readTable,
    bigTable,
    table: `${importTable}\n\n${readTable}\n\n${bigTable}`,
    bigEvents: count(bigBytes),
  };
}
