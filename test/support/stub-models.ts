/**
 * What the Messages API accepts per model, as the stub enforces it. Sources (read 2026-11-23): the "What's new"
 * pages of Claude Haiku 5.5, Sonnet 5.5 and Opus 5.5 (platform.claude.com/docs/en/models/…), the Sonnet 5 migration
 * guide, the Claude 4.6 migration guide (prefill), and the models overview (context and output limits). Where the
 * sources disagree (a forced tool_choice on Haiku 5.5: its page does not list it, but thinking is on by default and
 * thinking is documented as incompatible with forced tool use) the stub takes the strict side.
 *
 * This table is the stub's own, written from the docs independently of src/model/models.ts, so that the engine's
 * table is checked against it rather than copied from it.
 */

export interface StubModelRules {
  /** temperature / top_p / top_k → 400. */
  rejectsSampling: boolean;
  /** thinking: {type: 'disabled'} or {type: 'enabled', budget_tokens} → 400. */
  rejectsManualThinking: boolean;
  /** The conversation must end with a user message. */
  rejectsPrefill: boolean;
  /** tool_choice {type: 'tool'} or {type: 'any'} → 400. */
  rejectsForcedToolChoice: boolean;
  /** A thinking block only works with the model that wrote it, in the conversation it was written in. */
  thinkingTied: boolean;
  /** Replies start with thinking blocks by default. */
  thinksByDefault: boolean;
  /** Extra accepted thinking.type values. */
  extraThinkingTypes: string[];
  maxOutputTokens: number;
  contextTokens: number;
}

const LENIENT: StubModelRules = {
  rejectsSampling: false,
  rejectsManualThinking: false,
  rejectsPrefill: false,
  rejectsForcedToolChoice: false,
  thinkingTied: false,
  thinksByDefault: false,
  extraThinkingTypes: [],
  maxOutputTokens: 128_000,
  contextTokens: 1_000_000,
};

const GEN_5_5: StubModelRules = {
  rejectsSampling: true,
  rejectsManualThinking: true,
  rejectsPrefill: true,
  rejectsForcedToolChoice: true,
  thinkingTied: true,
  thinksByDefault: true,
  extraThinkingTypes: [],
  maxOutputTokens: 128_000,
  contextTokens: 1_000_000,
};

const TABLE: [RegExp, StubModelRules][] = [
  [/^claude-sonnet-5-5/, { ...GEN_5_5, extraThinkingTypes: ['between_tools'] }],
  [/^claude-(opus-5-5|fable-5-1|mythos-5-1)/, GEN_5_5],
  [/^claude-haiku-5-5/, GEN_5_5],
  [
    /^claude-(sonnet|opus)-5(?!-\d)|^claude-fable-5(?!-\d)/,
    { ...LENIENT, rejectsSampling: true, rejectsManualThinking: true, rejectsPrefill: true, thinksByDefault: true },
  ],
  [/^claude-(opus|sonnet)-4-[678]/, { ...LENIENT, rejectsPrefill: true, maxOutputTokens: 128_000 }],
  [/^claude-haiku-4-5/, { ...LENIENT, maxOutputTokens: 64_000, contextTokens: 200_000 }],
];

/** The rules for a model id; ids the table does not know (the tests' "claude-x", "m") get only the general rules. */
export function stubModelRules(model: string): StubModelRules {
  return TABLE.find(([pattern]) => pattern.test(model))?.[1] ?? LENIENT;
}
