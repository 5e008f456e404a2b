/**
 * Model tiers. `fast` does the cheap, bounded work (fallback planning, prose sub-skills, the first try of a
 * subagent); `main` holds the conversation and is the escalation target. Defaults are the current Haiku and
 * Sonnet as of November 2026 (docs/engine.md says how they were chosen); `models: {fast, main}` in the config
 * overrides either.
 */
import { BadInputError, quote } from '../errors.js';

export interface ModelTiers {
  fast: string;
  main: string;
}

export const DEFAULT_MODELS: Readonly<ModelTiers> = Object.freeze({
  fast: 'claude-haiku-5-5',
  main: 'claude-sonnet-5-5',
});

/** Model ids are short tokens such as claude-sonnet-5-5 or claude-haiku-4-5-20251001. */
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/[\]-]{0,127}$/;

/** The tiers with the config's overrides applied; `where` names the config key in messages. */
export function resolveModels(overrides: Partial<Record<keyof ModelTiers, unknown>> | undefined, where = 'models'): ModelTiers {
  const pick = (tier: keyof ModelTiers): string => {
    const value = overrides?.[tier];
    if (value === undefined || value === null) return DEFAULT_MODELS[tier];
    if (typeof value !== 'string' || !MODEL_ID.test(value.trim())) {
      throw new BadInputError(`${where}.${tier}: ${quote(String(value))} is not a model id (e.g. ${DEFAULT_MODELS[tier]})`);
    }
    return value.trim();
  };
  return { fast: pick('fast'), main: pick('main') };
}

/**
 * Models that must not get a forced `tool_choice` ({type: 'tool'} or 'any'). The "What's new" pages of Sonnet 5.5
 * and Opus 5.5 (read 2026-11-23) say a forced tool choice returns an error on Sonnet 5.5, Opus 5.5 and Fable 5.1.
 * Haiku 5.5's page does not say so, but it thinks by default and the thinking guide lists forced tool use as
 * incompatible with thinking: the sources disagree, so it is not forced either (the unforced path costs at most one
 * more request; a rejected forced one costs a 400 and a retry). Mythos 5.1 shares Fable 5.1's rules. For these,
 * structured calls ask for the tool with `tool_choice: auto` and check that it was called. Unknown models are tried
 * with forcing first; any 400 to that makes structured.ts ask again without it.
 */
export function rejectsForcedToolChoice(model: string): boolean {
  return /^claude-(sonnet|opus|haiku)-5-5|^claude-(fable|mythos)-5-1/.test(model);
}
