'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightDatesRun = require('./chunk-dqml98f0.js');
var lightDatesCompleteSessionsRun = require('./chunk-df0ni3w6.js');
require('./chunk-gab3dugr.js');
var lightDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-n1er33fv.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-la1qyy3g.js');

async function handleDates(io,when,opts){let now=opts.now===void 0?new Date:lightDatesRun.parseNow(opts.now),resolution=await resolveWithUserOrder(io,when.join(" "),now);if(opts.json){lightDatesCompleteSessionsRun.printResult(io.stdout,Object.fromEntries(lightDatesCompleteRitualsCompleteSessionsEarlyScanRun.resolutionEntries(resolution)));return}let note=lightDatesCompleteSessionsRun.ignoredTimeNote(resolution);io.stdout.write(`# ${lightDatesCompleteSessionsRun.describeTarget(resolution)}
${note?`# note: ${note}
`:""}${lightDatesCompleteSessionsRun.renderDatesMd(resolution)}`);}async function resolveWithUserOrder(io,words,now){try{return lightDatesRun.resolveTime(words,now)}catch(err){if(!(err instanceof lightDatesRun.AmbiguousDateError))throw err;let{userConfigPath,userDateOrder}=await Promise.resolve().then(function () { return require('./chunk-fhtqfhrc.js'); }).then(function (n) { return n.locateZ6SGEUUS; });return lightDatesRun.resolveTime(words,now,{dateOrder:userDateOrder(io.env),userConfig:userConfigPath(io.env)})}}

exports.handleDates = handleDates;
//# sourceMappingURL=chunk-7du4cpll.js.map
