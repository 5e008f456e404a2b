/**
 * Checks a VTIMEZONE's own rules before ical.js may expand them.
 *
 * ical.js turns a zone's STANDARD/DAYLIGHT rules into a list of changes the first time a time in that zone is
 * converted: it steps each RRULE from its DTSTART to five years past the later of today and the time converted,
 * inside one synchronous call, with no bound of its own. A rule that no date can pass
 * (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31`) never returns, and a fine-grained one (`FREQ=SECONDLY`) fills memory:
 * measured on main, a 451-byte invitation took 1.18 GB and ignored SIGINT and SIGTERM (docs/reliability.md, H1).
 * The event RRULE bounds (bound.ts) do not reach there.
 *
 * Real time zone rules are yearly (RFC 5545 3.6.5's examples, and every exporter we have seen: one change a year per
 * rule). So a rule is accepted only when it is FREQ=YEARLY and, stepped by our own bounded iterator over the same
 * years ical.js will cover, it yields a date within a few steps and at most a few dates a year. Anything else makes
 * the whole zone unusable; the caller leaves it out, so its TZID is resolved by name like any zone the file does not
 * define (else its times are read as local time), and says so.
 */
import ICAL from 'ical.js';
import { type Bounds, eventBudget, fileBudget, guardRule, Halt } from './bound.js';

type Component = InstanceType<typeof ICAL.Component>;

/** A zone rule stepped further than this without a date (each step of FREQ=YEARLY is a year) is given up. */
const ZONE_BOUNDS: Bounds = {
  missesPerRule: 400,
  stepsPerEvent: 20_000,
  msPerEvent: 500,
  stepsPerFile: 20_000,
  msPerFile: 500,
  sliceMs: Number.POSITIVE_INFINITY, // bounded and short: no pause needed
};

/** Changes a year one rule may make: a real rule makes one. */
const MAX_ZONE_CHANGES_PER_YEAR = 4;

/** ical.js expands a zone up to five years past the later of today and the time converted. */
const COVERAGE_YEARS = 6;

/** Why the rule cannot be used, or undefined when it can. */
function ruleProblem(sub: Component, lastYear: number): string | undefined {
  const prop = sub.getFirstProperty('rrule');
  if (!prop) return undefined;
  const rule = (prop.getFirstValue() as ICAL.Recur).clone();
  const said = `${sub.name.toUpperCase()} rule RRULE:${rule.toString()}`;
  if (String(rule.freq) !== 'YEARLY') return `its ${said} is not yearly (a time zone changes at most a few times a year)`;
  const start = sub.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) return undefined; // ical.js skips a rule without DTSTART
  rule.count = null;
  const it = rule.iterator(start.clone());
  const event = eventBudget(fileBudget(ZONE_BOUNDS));
  const state = guardRule(it, rule, event, Number.POSITIVE_INFINITY);
  const years = Math.max(1, lastYear - start.year + 1);
  let dates = 0;
  try {
    for (let t = it.next(); t && t.year <= lastYear; t = it.next()) {
      state.misses = 0;
      if (++dates > MAX_ZONE_CHANGES_PER_YEAR * years) return `its ${said} makes more than ${MAX_ZONE_CHANGES_PER_YEAR} changes a year`;
    }
  } catch (err) {
    if (!(err instanceof Halt)) throw err;
    if (err.why === 'until') return undefined; // the rule ended at its UNTIL, as ical.js will find too
    return `its ${said} matched no date within ${ZONE_BOUNDS.missesPerRule} steps`;
  }
  return undefined;
}

/** Why the VTIMEZONE cannot be used (the first bad rule), or undefined. `year`: the latest year a time is read in. */
export function zoneProblem(zone: Component, year = new Date().getUTCFullYear()): string | undefined {
  const lastYear = Math.max(year, new Date().getUTCFullYear()) + COVERAGE_YEARS;
  for (const sub of zone.getAllSubcomponents()) {
    if (sub.name !== 'standard' && sub.name !== 'daylight') continue;
    const problem = ruleProblem(sub, lastYear);
    if (problem) return problem;
  }
  return undefined;
}
