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
 * Models known to answer a forced `tool_choice` ({type: 'tool'} or 'any') with HTTP 400: the 5.5 generation and
 * Fable 5.1 (Anthropic's migration guides, autumn 2026). For these, structured calls ask for the tool with
 * `tool_choice: auto` and check that it was called. Unknown models are tried with forcing first.
 */
export function rejectsForcedToolChoice(model: string): boolean {
  return /^claude-(sonnet|opus)-5-5|^claude-fable-5-1/.test(model);
}
