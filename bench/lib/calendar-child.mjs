// One measured calendar read, in its own process (run by bench/measure/calendar.mjs): imports the built calendar
// layer, reads a .ics file for a range `reps` times, and prints JSON timings. `import` is the time to load the
// calendar modules; the first read also loads ical.js. With a cache dir, reads go through the per-file cache.
//   node bench/lib/calendar-child.mjs <file> <start> <end> <reps> [cacheDir]
const [file, start, end, reps = '1', cacheDir] = process.argv.slice(2);
const t0 = performance.now();
const { loadIcsSource } = await import('../../dist/gather/calendar/ics.js');
const importMs = performance.now() - t0;
const times = [];
let events = 0;
let problems = 0;
for (let i = 0; i < Number(reps); i++) {
  const t = performance.now();
  const { events: found, outcome } = await loadIcsSource(
    { type: 'ics', name: 'bench', path: file },
    { start, end },
    undefined,
    cacheDir || undefined,
  );
  times.push(performance.now() - t);
  events = found.length;
  problems = outcome.problems?.length ?? 0;
  if (!outcome.ok) throw new Error(outcome.reason);
}
console.log(JSON.stringify({ importMs, times, events, problems }));
