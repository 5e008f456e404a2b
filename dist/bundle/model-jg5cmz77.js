import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { i as callForJson } from './chunk-duyguenl.js';
export { B as Budget, j as BudgetExceeded, k as CLIENT_DEFAULTS, C as ContextOverflowError, D as DEFAULT_MAX_COST_USD, l as DEFAULT_MAX_TOKENS, n as DEFAULT_MODELS, o as DEFAULT_PRICES, L as LOCAL_PRICE, M as MIN_REPLY_TOKENS, p as ModelApiError, P as PRICES_AS_OF, S as STRUCTURED_MAX_TOKENS, q as StreamBrokenError, s as SubagentRejected, T as Transcript, U as UsageLedger, v as callModel, c as clientOptionsFromEnv, w as costOf, d as createModelClient, x as estimatePromptTokens, y as fitToContext, z as formatUsageLine, g as formatUsageSummary, A as formatUsd, h as hasApiKey, E as isEmptyReply, F as listFilesTool, m as mergePrices, G as priceFor, H as readOnlyTools, a as redactSecrets, I as rejectsForcedToolChoice, b as resolveModels, e as routingClient, f as runAgent, r as runSubagent, J as searchVaultTool, K as storableContent, t as timingFromEnv, u as usableSecrets, N as usageFromApi, O as visibleText } from './chunk-duyguenl.js';
export { U as UNTRUSTED_NOTICE, c as UNTRUSTED_TAG, n as neutralizeWrapperTags, b as readFileTool, a as toolDefinition, v as validateAgainstSchema, w as wrapUntrusted } from './chunk-igdkbwt7.js';
export { E as EPHEMERAL, f as appendUserText, d as buildSystem, A as repairConversation, e as withCacheBreakpoints, q as withoutOpenTurn } from './run-pd9sqpfd.js';
import './chunk-ezbib7u8.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { callForJson };
//# sourceMappingURL=model-jg5cmz77.js.map
