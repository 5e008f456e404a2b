/**
 * What a run holds to talk to Claude: the client, the model tiers, the budget and the transcript. Opened once per
 * session by src/run/engine.ts; the phases receive it. It lives here, below them, so no phase imports the run layer.
 */
import type { ModelClient } from './types.js';
import type { ModelTiers } from './models.js';
import type { Budget } from './cost.js';
import type { Transcript } from './transcript.js';

export interface Engine {
  client: ModelClient;
  models: ModelTiers;
  budget: Budget;
  transcript: Transcript;
}
