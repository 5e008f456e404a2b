const __skillRuntimeRequire = require, __r = require;
'use strict';

var run = require('./run-i3b7mqbr.js');
require('./chunk-hi0sl0x0.js');
var runLayout = require('./run-layout-moymxzrv.js');
require('./chunk-movemt8k.js');
var lightDatesCompleteSessionsRun = require('./chunk-iuucw2fi.js');
var lightDatesRun = require('./chunk-m4ha7mcm.js');
require('./chunk-ga7r0dy6.js');
require('./chunk-drpu4fbv.js');
require('./chunk-h9x68ino.js');
require('./chunk-ermo0n6i.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');

async function handlePlan(io,ritualName,when,opts){let ctx=run.vaultContext(io,opts),ritual=run.ritualIn(ctx,ritualName),resolution=lightDatesRun.resolveTime(when.join(" "),ctx.now,{dateOrder:ctx.dateOrder,userConfig:ctx.userConfig}),{planRitual}=await Promise.resolve().then(function () { return require('./readings-dafxl3fv.js'); }),{termsOfVault}=await Promise.resolve().then(function () { return require('./vault-terms-dqrn64qf.js'); }),terms=await termsOfVault(ctx.vault,ctx.config,io.signal,runLayout.defaultCacheDir(io.env)),plan=await planRitual({ritual,resolution,catalogue:ctx.catalogue,config:ctx.config,vault:ctx.vault,env:io.env,signal:io.signal,offline:opts.offline,refresh:opts.refresh,terms});if(opts.json){lightDatesCompleteSessionsRun.printResult(io.stdout,planJson(plan));return}io.stdout.write(run.renderPlanMd(plan));}function planJson(plan){return {...plan}}

exports.handlePlan = handlePlan;
exports.planJson = planJson;
//# sourceMappingURL=plan-jlbnsfw2.js.map
