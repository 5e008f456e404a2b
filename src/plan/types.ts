import type { DateRange, IsoDate } from '../time/calendar.js';
import type { TimeResolution } from '../time/types.js';
import type { Runner, SubSkillKind } from './catalogue-types.js';

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

/** Where a need's match came from: its head words, its qualifier words only, or the Claude fallback planner. */
export type MatchConfidence = 'head' | 'qualifier' | 'claude';

export interface PlannedNeed {
  index: number;
  text: string;
  line: number;
  status: 'planned' | 'unmatched';
  taskId?: string;
  /** The catalogue phrase that matched, and whether it was in the need's head or only in its qualifiers. */
  matched?: { sub: string; entry: string; phrase: string; confidence: MatchConfidence };
  reason?: string;
  suggestion?: string;
}

export interface Plan {
  ritual: string;
  resolution: TimeResolution;
  needs: PlannedNeed[];
  tasks: Task[];
}
