import type { DateRange, IsoDate } from '../time/calendar.js';
import type { TimeResolution } from '../time/types.js';
import type { Runner, SubSkillKind } from './catalogue-types.js';
import type { ReadingSource, ReadingStatus } from '../need/types.js';

export interface Task {
  /** Short, unique, readable: calendar, people, daily-notes-2. */
  id: string;
  sub: string;
  entry: string;
  title: string;
  group: string;
  kind: SubSkillKind;
  runner: Runner;
  params: Record<string, string | string[]>;
  range: DateRange | undefined;
  /** Days covered (after a workdays filter), for range tasks. */
  days: IsoDate[] | undefined;
  /** The scope words that chose the range ("prior week, workdays"); "target" when none. */
  basis: string | undefined;
  dependsOn: string[];
  /** Indexes of the ritual needs this task serves; empty for a task created only as a dependency. */
  needs: number[];
  /** The words of those needs (a search builds its query from them; a prose sub-skill reads them). */
  texts: string[];
  /** Session file written by a fetch task. */
  produces: string | undefined;
  /** What to say when a resolved file is missing. */
  missing: string | undefined;
  /** The need says the file may not exist. */
  optional: boolean;
}

/** One thing a need asks for, as planned: the task serving it, and how its words were read. */
export interface PlannedAsk {
  taskId: string;
  sub: string;
  entry: string;
  /** The time words and what they chose ("the previous day" → 2026-02-15), or undefined for no range. */
  time?: { words: string; start: string; end: string; workdaysOnly: boolean };
  /** Option values chosen or captured (filters and relations). */
  options: Record<string, string[]>;
  words: string[];
}

export interface PlannedNeed {
  index: number;
  text: string;
  line: number;
  /** understood: every word explained; partly: some asks gathered, some words not; unmatched: nothing. */
  status: ReadingStatus;
  /** rules, a Claude reading made in this run, or a cached Claude reading. */
  source: ReadingSource;
  asks: PlannedAsk[];
  /** The tasks serving this need (one per ask; asks can share a task). */
  taskIds: string[];
  unexplained: string[];
  reason?: string;
  suggestions?: string[];
}

export interface Plan {
  ritual: string;
  resolution: TimeResolution;
  needs: PlannedNeed[];
  tasks: Task[];
}
