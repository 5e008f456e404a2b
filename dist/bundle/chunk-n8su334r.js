'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkY4NT4BA7 = require('./chunk-mjpkmvqc.js');

var{join}=__r("node:path"); var{formatWithOptions}=__r("node:util"); function sdkLogger(log,secrets){let line=level=>(message,...rest)=>log(`${chunkY4NT4BA7.redactSecrets(formatWithOptions({colors:!1},`[anthropic-sdk ${level}]`,message,...rest),secrets)}
`);return {error:line("error"),warn:line("warn"),info:line("info"),debug:line("debug")}}function allTiersLocal(config){return !!(config.models.local.fast&&config.models.local.main)}function wantsClaude(env,offline,config){return !offline&&(chunkY4NT4BA7.hasApiKey(env)||config!==void 0&&allTiersLocal(config))}function openEngine(opts){let clientOptions=chunkY4NT4BA7.clientOptionsFromEnv(opts.env);if(!clientOptions&&!allTiersLocal(opts.config))throw new Error("openEngine called without an API key");let models=chunkY4NT4BA7.resolveModels(opts.config.models,`${opts.config.file??"config"}: models`),prices=chunkY4NT4BA7.mergePrices(Object.keys(opts.config.prices).length?opts.config.prices:void 0),localKeys=Object.values(opts.config.models.local).map(l=>l.apiKeyEnv?opts.env[l.apiKeyEnv]:void 0),secrets=chunkY4NT4BA7.usableSecrets([clientOptions?.apiKey,...localKeys]),transcript=chunkY4NT4BA7.Transcript.open(join(opts.sessionDir,"transcript.jsonl"),{secrets}),logger=sdkLogger(opts.log??(()=>{}),secrets),routes=new Map,servers=new Map;for(let tier of ["fast","main"]){let local=opts.config.models.local[tier];if(!local)continue;let model=models[tier],client2=servers.get(local.baseUrl)??chunkY4NT4BA7.createModelClient({apiKey:local.apiKeyEnv&&opts.env[local.apiKeyEnv]?.trim()||"local-server-no-key",baseURL:local.baseUrl,local:!0,logger,...chunkY4NT4BA7.timingFromEnv(opts.env)});servers.set(local.baseUrl,client2),routes.set(model,{client:client2,profile:{local:!0,contextTokens:local.contextTokens,contextSetting:`models.${tier}.context_tokens`}}),prices[model]=chunkY4NT4BA7.LOCAL_PRICE;}let budget=new chunkY4NT4BA7.Budget({maxCostUsd:opts.maxCostUsd??opts.config.maxCostUsd,prices,onWarn:(spent,max)=>opts.onBudgetWarning?.(spent,max)}),anthropic=clientOptions?chunkY4NT4BA7.createModelClient({...clientOptions,logger}):void 0;return {client:routes.size?chunkY4NT4BA7.routingClient(routes,anthropic):anthropic,models,budget,transcript}}function recordUsage(state,engine){engine&&(state.usage=Object.fromEntries([...engine.budget.ledger.byModel()].map(([model,t])=>[model,{...t.usage,requests:t.requests,costUsd:t.costUsd}])),state.costUsd=engine.budget.ledger.costUsd);}

exports.allTiersLocal = allTiersLocal;
exports.openEngine = openEngine;
exports.recordUsage = recordUsage;
exports.wantsClaude = wantsClaude;
//# sourceMappingURL=chunk-n8su334r.js.map
