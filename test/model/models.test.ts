import { describe, expect, it } from 'vitest';
import { DEFAULT_MODELS, rejectsForcedToolChoice, resolveModels } from '../../src/model/models.js';
import { BadInputError } from '../../src/errors.js';

describe('model tiers', () => {
  it('defaults to the current Haiku and Sonnet', () => {
    expect(resolveModels(undefined)).toEqual({ fast: 'claude-haiku-5-5', main: 'claude-sonnet-5-5' });
    expect(resolveModels({})).toEqual(DEFAULT_MODELS);
  });

  it('takes either tier from the config', () => {
    expect(resolveModels({ main: 'claude-opus-5-5' })).toEqual({ fast: 'claude-haiku-5-5', main: 'claude-opus-5-5' });
    expect(resolveModels({ fast: ' claude-haiku-4-5-20251001 ' }).fast).toBe('claude-haiku-4-5-20251001');
  });

  it('refuses what is not a model id, naming the key', () => {
    expect(() => resolveModels({ fast: 'two words' })).toThrow(BadInputError);
    expect(() => resolveModels({ main: 42 }, 'config models')).toThrow(/^config models\.main: “42” is not a model id/);
    expect(() => resolveModels({ fast: '' })).toThrow(/models\.fast/);
  });

  it('knows which models refuse a forced tool choice', () => {
    expect(rejectsForcedToolChoice('claude-sonnet-5-5')).toBe(true);
    expect(rejectsForcedToolChoice('claude-opus-5-5')).toBe(true);
    expect(rejectsForcedToolChoice('claude-fable-5-1')).toBe(true);
    expect(rejectsForcedToolChoice('claude-haiku-4-5')).toBe(false);
    expect(rejectsForcedToolChoice('claude-sonnet-5')).toBe(false);
  });
});
