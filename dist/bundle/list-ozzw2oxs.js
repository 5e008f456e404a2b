'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-mispq0at.js');
var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-gab3dugr.js');
require('./chunk-n1er33fv.js');
var lightDatesCompleteSessionsRun = require('./chunk-df0ni3w6.js');
var lightCompleteRitualsRun = require('./chunk-6nwwme3j.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');

async function handleList(io,opts){if(opts.json)return listJson(io,opts);let vault=lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault({flag:opts.vault,env:io.env,cwd:io.cwd}),vaultSkills=vault?lightCompleteRitualsRun.loadVaultConfig(vault).layout.skills:void 0,found=lightCompleteRitualsRun.discoverRituals(lightCompleteRitualsRun.searchPath({skillsDirs:opts.skills,vault,vaultSkills,env:io.env}));if(found.length===0){io.stdout.write(`No rituals found.
`);return}let width=Math.max(...found.map(f=>lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLineSafe(f.ritual?.name??"").length),4);for(let f of found){if(!f.ritual){io.stdout.write(`${"(unreadable)".padEnd(width)}  ${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLineSafe(f.error??"")}
`);continue}let r=f.ritual,hint=r.argumentHint?`  ${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLineSafe(r.argumentHint)}`:"",shadow=f.shadowedBy?`  [shadowed by ${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLineSafe(f.shadowedBy)}]`:"";io.stdout.write(`${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLineSafe(r.name).padEnd(width)}  ${firstSentence(r.description??"(no description)")}${hint}${shadow}
`),io.stdout.write(`${"".padEnd(width)}  from ${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLineSafe(f.from??f.source)}: ${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLineSafe(f.path)}
`);}}async function listJson(io,opts){let{checker}=await Promise.resolve().then(function () { return require('./check-h30z3mgs.js'); }),check=checker(io,{...opts,offline:!0}),rituals=[];for(let f of lightCompleteRitualsRun.discoverRituals(check.dirs)){let report=f.ritual&&!f.shadowedBy?await check.report(f.ritual):void 0;rituals.push({name:f.ritual?.name??null,description:f.ritual?.description??null,argumentHint:f.ritual?.argumentHint??null,source:f.source,from:f.from??null,path:f.path,shadowedBy:f.shadowedBy??null,error:f.error??null,errors:f.ritual?report?.errors??null:1,warnings:report?.warnings??null});}lightDatesCompleteSessionsRun.printResult(io.stdout,{rituals});}function firstSentence(text){let line=lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLine(text),m=/^(.{1,100}?[.!?])(\s|$)/.exec(line);return m?m[1]:lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.oneLine(line,100)}

exports.handleList = handleList;
//# sourceMappingURL=list-ozzw2oxs.js.map
