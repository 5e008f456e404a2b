/**
 * Everything a run needs to talk to Claude, opened once per session: the client (real SDK; ANTHROPIC_BASE_URL
 * honoured), the model tiers from config, the budget, and the transcript in the session directory. Offline runs
 * have no engine at all.
 */
import { join } from 'node:path';
import { formatWithOptions } from 'node:util';
import type { VaultConfig } from '../vault/config.js';
import type { SessionState } from '../session/state.js';
import {
  Budget, Transcript, clientOptionsFromEnv, createModelClient, hasApiKey, mergePrices, redactSecrets, resolveModels, usableSecrets,
  type Engine, type SdkLogger,
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
  const line = (level: string) => (message: string, ...rest: unknown[]) => log(`${redactSecrets(formatWithOptions({ colors: false }, `[anthropic-sdk ${level}]`, message, ...rest), secrets)}\n`);
  return { error: line('error'), warn: line('warn'), info: line('info'), debug: line('debug') };
}

export function wantsClaude(env: NodeJS.ProcessEnv, offline: boolean | undefined): boolean {
  return !offline && hasApiKey(env);
}

export function openEngine(opts: EngineOptions): Engine {
  const clientOptions = clientOptionsFromEnv(opts.env);
  if (!clientOptions) throw new Error('openEngine called without an API key');
  const models = resolveModels(opts.config.models, `${opts.config.file ?? 'config'}: models`);
  const prices = mergePrices(Object.keys(opts.config.prices).length ? opts.config.prices : undefined);
  const transcript = Transcript.open(join(opts.sessionDir, 'transcript.jsonl'), { secrets: [clientOptions.apiKey] });
  const budget = new Budget({
    maxCostUsd: opts.maxCostUsd ?? opts.config.maxCostUsd,
    prices,
    // callModel records the warning in the transcript; this tells the person at the terminal.
    onWarn: (spent, max) => opts.onBudgetWarning?.(spent, max),
  });
  const logger = sdkLogger(opts.log ?? (() => undefined), usableSecrets([clientOptions.apiKey]));
  return { client: createModelClient({ ...clientOptions, logger }), models, budget, transcript };
}

/** The engine's usage and estimated cost, as session.json records them. */
export function recordUsage(state: SessionState, engine: Engine | undefined): void {
  if (!engine) return;
  state.usage = Object.fromEntries([...engine.budget.ledger.byModel()].map(([model, t]) => [model, { ...t.usage, requests: t.requests, costUsd: t.costUsd }]));
  state.costUsd = engine.budget.ledger.costUsd;
}
