/**
 * The engine's public surface. Importing it is cheap: the SDK and fast-glob are loaded on first use only.
 */
export {
  createModelClient,
  hasApiKey,
  clientOptionsFromEnv,
  timingFromEnv,
  usageFromApi,
  CLIENT_DEFAULTS,
  type ModelClientOptions,
  type SdkLogger,
} from './client.js';
export { ModelApiError, StreamBrokenError, ContextOverflowError } from './api-errors.js';
export { DEFAULT_MODELS, resolveModels, rejectsForcedToolChoice, type ModelTiers } from './models.js';
export { runAgent, visibleText, isEmptyReply, storableContent, DEFAULT_MAX_TOKENS, type AgentOptions, type AgentResult } from './loop.js';
export { callModel, type CallContext, type CallResult } from './call.js';
export { appendUserText, repairConversation, withoutOpenTurn, type Repaired } from './conversation.js';
export { callForJson, STRUCTURED_MAX_TOKENS, type JsonCallOptions } from './structured.js';
export { runSubagent, SubagentRejected, type SubagentOptions, type SubagentResult, type SubagentAttempt } from './subagent.js';
export { Transcript, redactSecrets, usableSecrets, type TranscriptOptions, type NoteKind } from './transcript.js';
export {
  Budget,
  BudgetExceeded,
  UsageLedger,
  DEFAULT_MAX_COST_USD,
  DEFAULT_PRICES,
  LOCAL_PRICE,
  PRICES_AS_OF,
  costOf,
  priceFor,
  mergePrices,
  formatUsd,
  formatUsageLine,
  formatUsageSummary,
  type ModelPrice,
  type PriceTable,
  type BudgetOptions,
} from './cost.js';
export { buildSystem, withCacheBreakpoints, EPHEMERAL } from './prompt.js';
export { routingClient, type Route } from './router.js';
export { estimatePromptTokens, fitToContext, MIN_REPLY_TOKENS } from './context.js';
export { wrapUntrusted, neutralizeWrapperTags, UNTRUSTED_NOTICE, UNTRUSTED_TAG } from './untrusted.js';
export { validateAgainstSchema, toolDefinition, type Tool, type ToolContext, type ToolOutput, type JsonSchema } from './tool.js';
export {
  readOnlyTools,
  readFileTool,
  listFilesTool,
  searchVaultTool,
  type ReadToolsContext,
  type SearchEngine,
  type SearchHit,
} from './tools/index.js';
export type { Engine } from './engine.js';
export type {
  AssistantTurn,
  ModelClient,
  ModelEvent,
  ModelProfile,
  ModelRequest,
  RetryReason,
  StreamOptions,
  TokenUsage,
  MessageParam,
  ContentBlock,
  TextBlockParam,
} from './types.js';
