/**
 * Everything a run needs to talk to Claude, opened once per session: the client (real SDK; ANTHROPIC_BASE_URL
 * honoured), the model tiers from config, the budget, and the transcript in the session directory. Offline runs
 * have no engine at all.
 *
 * A tier configured with a base_url is served by that local server (Ollama, llama.cpp, LM Studio, vLLM): its model
 * is routed there, priced at nothing (usage is shown as tokens), sent no cache markers, and checked against its
 * context_tokens before each request. The Anthropic key never goes to a local server.
 */
import { join } from 'node:path';
import { formatWithOptions } from 'node:util';
import type { LocalServer, VaultConfig } from '../vault/config.js';
import type { SessionState } from '../session/state.js';
import {
  Budget,
  LOCAL_PRICE,
  Transcript,
  clientOptionsFromEnv,
  createModelClient,
  hasApiKey,
  mergePrices,
  redactSecrets,
  resolveModels,
  routingClient,
  timingFromEnv,
  usableSecrets,
  type Engine,
  type ModelClient,
  type Route,
  type SdkLogger,
} from '../model/index.js';

export type { Engine };

export interface EngineOptions {
  env: NodeJS.ProcessEnv;
  config: VaultConfig;
  sessionDir: string;
  /** --max-cost, which wins over the config's max_cost. */
  maxCostUsd?: number | undefined;
  onBudgetWarning?: (spentUsd: number, maxUsd: number) => void;
  /** Receives the SDK's log lines (ANTHROPIC_LOG), already scrubbed of the key. Default: dropped. */
  log?: (text: string) => void;
}

/**
 * The SDK logs with console.* (stdout, which would break --json and mix with the conversation). Its lines go to
 * `log` instead, each scrubbed of the key: the SDK redacts the auth header, but an error text quoting a key would
 * not be.
 */
function sdkLogger(log: (text: string) => void, secrets: readonly string[]): SdkLogger {
  const line =
    (level: string) =>
    (message: string, ...rest: unknown[]) =>
      log(`${redactSecrets(formatWithOptions({ colors: false }, `[anthropic-sdk ${level}]`, message, ...rest), secrets)}\n`);
  return { error: line('error'), warn: line('warn'), info: line('info'), debug: line('debug') };
}

/** Both tiers served by local servers: a run needs no Anthropic key. */
export function allTiersLocal(config: Pick<VaultConfig, 'models'>): boolean {
  return Boolean(config.models.local.fast && config.models.local.main);
}

export function wantsClaude(env: NodeJS.ProcessEnv, offline: boolean | undefined, config?: Pick<VaultConfig, 'models'>): boolean {
  return !offline && (hasApiKey(env) || (config !== undefined && allTiersLocal(config)));
}

export function openEngine(opts: EngineOptions): Engine {
  const clientOptions = clientOptionsFromEnv(opts.env);
  if (!clientOptions && !allTiersLocal(opts.config)) throw new Error('openEngine called without an API key');
  const models = resolveModels(opts.config.models, `${opts.config.file ?? 'config'}: models`);
  const prices = mergePrices(Object.keys(opts.config.prices).length ? opts.config.prices : undefined);
  const localKeys = Object.values(opts.config.models.local).map((l) => (l.apiKeyEnv ? opts.env[l.apiKeyEnv] : undefined));
  const secrets = usableSecrets([clientOptions?.apiKey, ...localKeys]);
  const transcript = Transcript.open(join(opts.sessionDir, 'transcript.jsonl'), { secrets });
  const logger = sdkLogger(opts.log ?? (() => undefined), secrets);
  const routes = new Map<string, Route>();
  const servers = new Map<string, ModelClient>();
  for (const tier of ['fast', 'main'] as const) {
    const local: LocalServer | undefined = opts.config.models.local[tier];
    if (!local) continue;
    const model = models[tier];
    const client =
      servers.get(local.baseUrl) ??
      createModelClient({
        // A local server ignores the key, but the SDK wants one; the Anthropic key is never sent there.
        apiKey: (local.apiKeyEnv && opts.env[local.apiKeyEnv]?.trim()) || 'local-server-no-key',
        baseURL: local.baseUrl,
        local: true,
        logger,
        ...timingFromEnv(opts.env),
      });
    servers.set(local.baseUrl, client);
    routes.set(model, {
      client,
      profile: { local: true, contextTokens: local.contextTokens, contextSetting: `models.${tier}.context_tokens` },
    });
    prices[model] = LOCAL_PRICE;
  }
  const budget = new Budget({
    maxCostUsd: opts.maxCostUsd ?? opts.config.maxCostUsd,
    prices,
    // callModel records the warning in the transcript; this tells the person at the terminal.
    onWarn: (spent, max) => opts.onBudgetWarning?.(spent, max),
  });
  const anthropic = clientOptions ? createModelClient({ ...clientOptions, logger }) : undefined;
  const client = routes.size ? routingClient(routes, anthropic) : anthropic!;
  return { client, models, budget, transcript };
}

/** The engine's usage and estimated cost, as session.json records them. */
export function recordUsage(state: SessionState, engine: Engine | undefined): void {
  if (!engine) return;
  state.usage = Object.fromEntries(
    [...engine.budget.ledger.byModel()].map(([model, t]) => [model, { ...t.usage, requests: t.requests, costUsd: t.costUsd }]),
  );
  state.costUsd = engine.budget.ledger.costUsd;
}
