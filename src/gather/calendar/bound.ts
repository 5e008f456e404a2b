/**
 * Bounds on expanding a recurrence, so one calendar invitation cannot take the machine.
 *
 * ical.js's RecurIterator looks for the next date by stepping candidates (days for FREQ=DAILY, hours for HOURLY…)
 * until one passes the rule's BY-parts, inside one synchronous call, and only checks UNTIL and COUNT on a candidate
 * that passed. It gives up by itself only for MONTHLY and YEARLY. A rule no date can pass
 * (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31`) therefore never returns: measured on main, 163–227 s and 4.5 GB before the
 * heap ran out, deaf to Ctrl-C because the event loop never got a turn.
 *
 * `guardRule` wraps the one method the iterator calls per candidate (next_day for DAILY…) on that iterator object
 * only, and counts each call before it runs, so a halt thrown from it leaves the iterator where it was: a `pause`
 * (the slice of synchronous work is used up: Ctrl-C, SIGTERM and the task's timeout get a turn) is resumed by
 * calling next() again, exactly where it stopped. The other halts end the rule:
 * - `past`: the candidate is past the last instant the caller needs (quiet, nothing later can count), once the rule
 *   has matched a date; a rule that has matched none goes on to its miss bound, to say whether it matches anything;
 * - `until`: the candidate is past UNTIL (ical.js would go on looking for a date to compare);
 * - `misses`: this many candidates in a row matched no date: the rule is taken to match nothing more;
 * - `event-steps`, `event-time`, `file-steps`, `file-time`: the budgets of the event and of the file.
 * The bounds are figures in docs/reliability.md; tests hand in smaller ones.
 */
import type ICAL from 'ical.js';
import { toMs } from './ical-time.js';

export interface Bounds {
  /** Candidates in a row without a date before a rule is given up. 20 000 days is 54 years of FREQ=DAILY. */
  missesPerRule: number;
  stepsPerEvent: number;
  /** CPU time, so a machine busy with other work does not make a bound trip early. */
  msPerEvent: number;
  stepsPerFile: number;
  msPerFile: number;
  /** The longest stretch of synchronous work before signals and timers get a turn. */
  sliceMs: number;
}

export const BOUNDS: Bounds = {
  missesPerRule: 20_000,
  stepsPerEvent: 1_000_000,
  msPerEvent: 2_000,
  stepsPerFile: 5_000_000,
  msPerFile: 10_000,
  sliceMs: 25,
};

export type HaltReason = 'pause' | 'past' | 'until' | 'misses' | 'event-steps' | 'event-time' | 'file-steps' | 'file-time';

/** Thrown from inside ical.js's stepping; caught by the caller of next(). */
export class Halt extends Error {
  constructor(readonly why: HaltReason) {
    super(`recurrence halted: ${why}`);
  }
}

/** One file's budget, shared by its events; `sliceStart` is when the work last gave the event loop a turn. */
export interface FileBudget {
  bounds: Bounds;
  /** Wall-clock milliseconds: how long the event loop has waited (the slices). */
  clock: () => number;
  /** CPU milliseconds of this process: the work done (the time bounds), which a busy machine does not inflate. */
  cpu: () => number;
  startedAt: number;
  sliceStart: number;
  steps: number;
  /** `steps` when the slice started: a slice always makes one step, so a resumed rule moves on. */
  sliceSteps: number;
  /** Set once a time bound was reached: the result depends on the machine's speed and is not cached. */
  cutByTime: boolean;
}

export interface EventBudget {
  file: FileBudget;
  startedAt: number;
  steps: number;
}

/** What one rule of a series has done so far. */
export interface RuleState {
  matched: number;
  misses: number;
  halted?: HaltReason;
}

function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

export function fileBudget(bounds: Bounds = BOUNDS, clock: () => number = () => performance.now(), cpu: () => number = cpuMs): FileBudget {
  const now = clock();
  return { bounds, clock, cpu, startedAt: cpu(), sliceStart: now, steps: 0, sliceSteps: 0, cutByTime: false };
}

/** A new slice of work starts (after the event loop had its turn). */
export function startSlice(file: FileBudget): void {
  file.sliceStart = file.clock();
  file.sliceSteps = file.steps;
}

export function eventBudget(file: FileBudget): EventBudget {
  return { file, startedAt: file.cpu(), steps: 0 };
}

/** The iterator method that steps one candidate, per FREQ (ical.js RecurIterator.next). */
const ADVANCE: Record<string, string> = {
  SECONDLY: 'next_second',
  MINUTELY: 'next_minute',
  HOURLY: 'next_hour',
  DAILY: 'next_day',
  WEEKLY: 'next_week',
  MONTHLY: 'next_month',
  YEARLY: 'next_year',
};

/** Clock and position checks run every this many steps: reading the clock on every candidate would cost more than the step. */
const CHECK_EVERY = 64;

function timeHalt(event: EventBudget): HaltReason | undefined {
  const { file } = event;
  const cpu = file.cpu();
  if (cpu - file.startedAt > file.bounds.msPerFile) return 'file-time';
  if (cpu - event.startedAt > file.bounds.msPerEvent) return 'event-time';
  if (file.clock() - file.sliceStart > file.bounds.sliceMs && file.steps > file.sliceSteps) return 'pause';
  return undefined;
}

function countHalt(event: EventBudget, state: RuleState): HaltReason | undefined {
  const { bounds } = event.file;
  if (event.file.steps >= bounds.stepsPerFile) return 'file-steps';
  if (event.steps >= bounds.stepsPerEvent) return 'event-steps';
  if (state.misses >= bounds.missesPerRule) return 'misses';
  return undefined;
}

/**
 * Makes `it` stop within the budgets (see the module comment). `stopAtMs`: the last instant the caller needs.
 * Returns the rule's state, which the caller updates on each date it gets (matched, misses).
 */
export function guardRule(it: ICAL.RecurIterator, rule: ICAL.Recur, event: EventBudget, stopAtMs: number): RuleState {
  const state: RuleState = { matched: 0, misses: 0 };
  const name = ADVANCE[String(rule.freq)];
  const methods = it as unknown as Record<string, (...args: unknown[]) => unknown>;
  const advance = name ? methods[name] : undefined;
  if (!name || typeof advance !== 'function') return state; // ical.js returns null for a FREQ it does not know
  const until = rule.until;
  methods[name] = function guarded(this: ICAL.RecurIterator, ...args: unknown[]) {
    const counted = countHalt(event, state);
    if (counted) throw new Halt(counted);
    if (event.file.steps % CHECK_EVERY === 0) {
      const timed = timeHalt(event);
      if (timed) {
        if (timed !== 'pause') event.file.cutByTime = true;
        throw new Halt(timed);
      }
      if (until && this.last.compare(until) > 0) throw new Halt('until');
      if (state.matched > 0 && toMs(this.last) > stopAtMs) throw new Halt('past');
    }
    event.file.steps++;
    event.steps++;
    state.misses++;
    return advance.apply(this, args);
  };
  return state;
}

/** What a rule that was stopped says in calendar.md, or nothing when stopping lost nothing. */
export function haltProblem(state: RuleState, rule: string, bounds: Bounds): { reason: string; skipped: boolean } | undefined {
  const why = state.halted;
  if (!why || why === 'pause' || why === 'past' || (why === 'until' && state.matched > 0)) return undefined;
  const bound: Record<Exclude<HaltReason, 'pause' | 'past'>, string> = {
    until: 'before its UNTIL',
    misses: `in ${bounds.missesPerRule} steps`,
    'event-steps': `within the bound of ${bounds.stepsPerEvent} steps per event`,
    'event-time': `within the bound of ${bounds.msPerEvent / 1000} s per event`,
    'file-steps': `within the bound of ${bounds.stepsPerFile} steps per file`,
    'file-time': `within the bound of ${bounds.msPerFile / 1000} s per file`,
  };
  // A rule that ended at its UNTIL without a date has no repeats to miss; one stopped by a bound may have had some.
  if (why === 'until') return { reason: `RRULE ${rule} matches no date ${bound[why]}; only DTSTART is an instance`, skipped: false };
  if (state.matched === 0) return { reason: `skipped its repeats: RRULE ${rule} matched no date ${bound[why]}`, skipped: true };
  return { reason: `RRULE ${rule} matched no further date ${bound[why]}; later repeats are left out`, skipped: false };
}
