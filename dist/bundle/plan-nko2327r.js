'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-icbmn90i.js');
require('./chunk-ldr960xf.js');
var runLayout = require('./run-layout-evh4thak.js');
require('./chunk-kx43uhpr.js');
var lightDatesCompleteSessionsRun = require('./chunk-niq2aqp7.js');
var lightDatesRun = require('./chunk-f5bu6ugp.js');
require('./chunk-enuc4qq7.js');
require('./chunk-n1er33fv.js');
require('./chunk-l7j9hozj.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');

async function handlePlan(io,ritualName,when,opts){let ctx=run.vaultContext(io,opts),ritual=run.ritualIn(ctx,ritualName),resolution=lightDatesRun.resolveTime(when.join(" "),ctx.now,{dateOrder:ctx.dateOrder,userConfig:ctx.userConfig}),{planRitual}=await Promise.resolve().then(function () { return require('./readings-mkqvu3vj.js'); }),{termsOfVault}=await Promise.resolve().then(function () { return require('./vault-terms-be2om6pa.js'); }),terms=await termsOfVault(ctx.vault,ctx.config,io.signal,runLayout.defaultCacheDir(io.env)),plan=await planRitual({ritual,resolution,catalogue:ctx.catalogue,config:ctx.config,vault:ctx.vault,env:io.env,signal:io.signal,offline:opts.offline,refresh:opts.refresh,terms});if(opts.json){lightDatesCompleteSessionsRun.printResult(io.stdout,planJson(plan));return}io.stdout.write(run.renderPlanMd(plan));}function planJson(plan){return {...plan}}

exports.handlePlan = handlePlan;
exports.planJson = planJson;
//# sourceMappingURL=plan-nko2327r.js.map
