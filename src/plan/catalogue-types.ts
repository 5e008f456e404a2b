/** The sub-skill catalogue: what the planner matches need prose against (see docs/sub-skills.md). */
import type { VocabularySource } from '../need/vocabulary.js';

export type SubSkillKind = 'fetch' | 'resolve';

/** How a sub-skill runs: a built-in handler, a command (its stdout is the session file), or its own prose via Claude. */
export type Runner =
  | { type: 'builtin'; handler: string }
  | { type: 'command'; command: string[]; timeoutMs: number; maxBytes: number }
  | { type: 'prose'; prose: string; path: string };

/** One value of an option, chosen when any of its phrases appears in the need. */
export interface OptionValue {
  value: string;
  /** Phrases as written; the need reader compiles them (src/need/catalogue-view.ts). */
  when: string[];
  /** Phrases that rule this value out even when a `when` phrase appears ("meetings" in "1:1 meetings"). */
  unless: string[];
  /** Another catalogue entry ("sub-skill" or "sub-skill#entry") this value needs first, over the same range. */
  after?: string;
  /**
   * How a vault marks what this value picks out, where nothing else says it: `#tag`s and `[c]` task status
   * characters ("waiting for": #waiting, [w]). The value is served only where the vault uses one of them
   * (PlanOptions `marks`), and the marks the vault uses are handed to the handler as the `marks` parameter.
   */
  marks?: string[];
}

import type { CaptureKind } from '../need/catalogue-view.js';

export type { CaptureKind };
export const CAPTURE_KINDS: readonly CaptureKind[] = ['tag', 'name', 'folder', 'topic', 'count', 'term'];

export interface ServeOption {
  param: string;
  values: OptionValue[];
  /** Values used when no phrase of this option appears. */
  default: string[];
  /**
   * Set for an option whose values are free text taken from the need (`{ capture: tag }`): a #tag, a name (person,
   * project, topic, [[link]], "quoted" phrase), a vault folder, or a topic (a name, or else the words no other
   * reading took: "documents related to compost"). It has no `values` and its default is empty.
   */
  capture?: CaptureKind;
}

/** One kind of need a sub-skill serves: "People files", "Today.md", "Calendar events". */
export interface ServeEntry {
  id: string;
  title: string;
  /** memory.md section the results go under; entries sharing a group share a section. Default: the title. */
  group: string;
  /** The names of the thing, as written ("people files", "1:1"). */
  phrases: string[];
  /** Fixed parameters handed to the handler. */
  params: Record<string, string>;
  options: ServeOption[];
  /** Whether the need's scope words ("for the week") pick a date range for this entry. */
  usesRange: boolean;
  /** What memory.md says when a file this entry resolves does not exist. */
  missing: string | undefined;
  /**
   * Words that narrow this thing in a way no option can apply ("work calendar", "personal calendar"): reported as
   * not understood even where they would otherwise say nothing.
   */
  narrowing: string[];
  /**
   * What the need reader may take this entry for when a need names no thing of its own (docs/sub-skills.md):
   * `person` ("who I'm meeting"), `related-notes` ("notes related to…"), `mentions` ("notes where X is discussed"),
   * `notes` (a bare "notes" in a list: the notes edited in the range), `content` (notes read for what a need looks
   * for in them: "habits from this week's daily notes").
   */
  roles?: string[];
}

export interface SubSkill {
  name: string;
  description: string;
  kind: SubSkillKind;
  runner: Runner;
  /** Session file it writes (fetch sub-skills), e.g. calendar.md. */
  produces: string | undefined;
  serves: ServeEntry[];
  /** The prose body, for prose sub-skills and for the fallback planner's menu. */
  prose: string;
  path: string;
  source: 'flag' | 'vault' | 'bundled';
}

export interface CatalogueProblem {
  path: string;
  message: string;
}

export interface Catalogue {
  subSkills: SubSkill[];
  /** Synonyms and the words the need reader may ignore (`_sub/vocabulary.yaml` on the search path, merged). */
  vocabulary: VocabularySource;
  problems: CatalogueProblem[];
}
