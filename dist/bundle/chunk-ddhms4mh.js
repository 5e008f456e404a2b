const __skillRuntimeRequire = require, __r = require;
'use strict';

var lightDatesRun = require('./chunk-m4ha7mcm.js');
var lightDatesCompleteSessionsRun = require('./chunk-iuucw2fi.js');
require('./chunk-ga7r0dy6.js');
var lightDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-drpu4fbv.js');
require('./chunk-nm034ocy.js');
require('./chunk-n6bm46o6.js');

async function handleDates(io,when,opts){let now=opts.now===void 0?new Date:lightDatesRun.parseNow(opts.now),resolution=await resolveWithUserOrder(io,when.join(" "),now);if(opts.json){lightDatesCompleteSessionsRun.printResult(io.stdout,Object.fromEntries(lightDatesCompleteRitualsCompleteSessionsEarlyScanRun.resolutionEntries(resolution)));return}let note=lightDatesCompleteSessionsRun.ignoredTimeNote(resolution);io.stdout.write(`# ${lightDatesCompleteSessionsRun.describeTarget(resolution)}
${note?`# note: ${note}
`:""}${lightDatesCompleteSessionsRun.renderDatesMd(resolution)}`);}async function resolveWithUserOrder(io,words,now){try{return lightDatesRun.resolveTime(words,now)}catch(err){if(!(err instanceof lightDatesRun.AmbiguousDateError))throw err;let{userConfigPath,userDateOrder}=await Promise.resolve().then(function () { return require('./chunk-lyen2ipm.js'); }).then(function (n) { return n.locate4CBSUUSY; });return lightDatesRun.resolveTime(words,now,{dateOrder:userDateOrder(io.env),userConfig:userConfigPath(io.env)})}}

exports.handleDates = handleDates;
//# sourceMappingURL=chunk-ddhms4mh.js.map
