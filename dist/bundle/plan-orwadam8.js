'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-ngjhct7g.js');
require('./chunk-ibc2a9o1.js');
var runLayout = require('./run-layout-eu0r8rz9.js');
require('./chunk-mispq0at.js');
var lightDatesCompleteSessionsRun = require('./chunk-df0ni3w6.js');
var lightDatesRun = require('./chunk-dqml98f0.js');
require('./chunk-gab3dugr.js');
require('./chunk-n1er33fv.js');
require('./chunk-6nwwme3j.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');

async function handlePlan(io,ritualName,when,opts){let ctx=run.vaultContext(io,opts),ritual=run.ritualIn(ctx,ritualName),resolution=lightDatesRun.resolveTime(when.join(" "),ctx.now,{dateOrder:ctx.dateOrder,userConfig:ctx.userConfig}),{planRitual}=await Promise.resolve().then(function () { return require('./readings-b4iko7t6.js'); }),{termsOfVault}=await Promise.resolve().then(function () { return require('./vault-terms-lf8vehyg.js'); }),terms=await termsOfVault(ctx.vault,ctx.config,io.signal,runLayout.defaultCacheDir(io.env)),plan=await planRitual({ritual,resolution,catalogue:ctx.catalogue,config:ctx.config,vault:ctx.vault,env:io.env,signal:io.signal,offline:opts.offline,refresh:opts.refresh,terms});if(opts.json){lightDatesCompleteSessionsRun.printResult(io.stdout,planJson(plan));return}io.stdout.write(run.renderPlanMd(plan));}function planJson(plan){return {...plan}}

exports.handlePlan = handlePlan;
exports.planJson = planJson;
//# sourceMappingURL=plan-orwadam8.js.map
