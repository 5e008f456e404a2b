import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { v as vaultContext, b as ritualIn, c as renderPlanMd } from './run-pd9sqpfd.js';
import './chunk-ezbib7u8.js';
import { d as defaultCacheDir } from './run-layout-k3zgbofb.js';
import './chunk-bb351w6y.js';
import { p as printResult } from './chunk-k59a97g4.js';
import { r as resolveTime } from './chunk-rrw9q074.js';
import './chunk-kcjwp7nx.js';
import './chunk-imklskcl.js';
import './chunk-b05v3c9b.js';
import './chunk-os73ud6r.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';

async function handlePlan(io,ritualName,when,opts){let ctx=vaultContext(io,opts),ritual=ritualIn(ctx,ritualName),resolution=resolveTime(when.join(" "),ctx.now,{dateOrder:ctx.dateOrder,userConfig:ctx.userConfig}),{planRitual}=await import('./readings-nfdq50ah.js'),{termsOfVault}=await import('./vault-terms-mlse6bxg.js'),terms=await termsOfVault(ctx.vault,ctx.config,io.signal,defaultCacheDir(io.env)),plan=await planRitual({ritual,resolution,catalogue:ctx.catalogue,config:ctx.config,vault:ctx.vault,env:io.env,signal:io.signal,offline:opts.offline,refresh:opts.refresh,terms});if(opts.json){printResult(io.stdout,planJson(plan));return}io.stdout.write(renderPlanMd(plan));}function planJson(plan){return {...plan}}

export { handlePlan, planJson };
//# sourceMappingURL=plan-cf1c3prs.js.map
