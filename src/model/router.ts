/**
 * One ModelClient over several servers: each model id goes to the client that serves it (a local server for the
 * tiers configured with base_url, the Anthropic API for the rest), and says what that server is (ModelProfile).
 * The rest of the engine keeps seeing one client.
 */
import { BadInputError, quote } from '../errors.js';
import type { ModelClient, ModelProfile } from './types.js';

export interface Route {
  client: ModelClient;
  profile: ModelProfile;
}

const ANTHROPIC: ModelProfile = Object.freeze({ local: false });

/** `routes` by model id; `fallback` (the Anthropic API) for every other model, or undefined without a key. */
export function routingClient(routes: ReadonlyMap<string, Route>, fallback: ModelClient | undefined): ModelClient {
  const pick = (model: string): ModelClient => {
    const route = routes.get(model)?.client ?? fallback;
    if (!route)
      throw new BadInputError(
        `${quote(model)} is not served by a local server and there is no ANTHROPIC_API_KEY: set it, or give that tier a base_url (docs/engine.md, "Local models")`,
      );
    return route;
  };
  return {
    stream: async (request, options) => pick(request.model).stream(request, options),
    countTokens: async (request, options) => pick(request.model).countTokens(request, options),
    profile: (model) => routes.get(model)?.profile ?? ANTHROPIC,
  };
}
