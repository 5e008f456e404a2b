'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightEarlyScanWorkerRun = require('./chunk-jz7g7kzt.js');
var lightCompleteRitualsEarlyScanWorkerRun = require('./chunk-nb8qf8h6.js');
var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-gab3dugr.js');
var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-mispq0at.js');
require('./chunk-n1er33fv.js');
require('./chunk-la1qyy3g.js');

var _documentCurrentScript = typeof document !== 'undefined' ? document.currentScript : null;
var{createHash}=__r("node:crypto"); function pathsDigest(rels){let digest=pathsDigester();return digest.add(typeof rels=="string"?rels:rels.join("\0")),digest.end()}function pathsDigester(){let hash=createHash("sha256"),first=!0;return {add(joined){first||hash.update("\0"),first=!1,hash.update(joined);},end:()=>hash.digest("hex")}}

async function aborted(signal){return await new Promise(resolve=>setImmediate(resolve)),signal?.aborted===!0}async function pause(signal){if(await aborted(signal))throw new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.InterruptedError("search indexing interrupted")}var{existsSync}=__r("node:fs"); var{fileURLToPath}=__r("node:url"); var{Worker}=__r("node:worker_threads"); var NOTES_PER_BATCH=8192,SCAN_LIMITS={maxYoungGenerationSizeMb:4};function startScanWorker(file,vault,notesPerBatch,walked2=!1){return new Worker(file,{workerData:{vault,notesPerBatch,walked:walked2},resourceLimits:SCAN_LIMITS})}var HANDOFF=Symbol.for("skill.earlyScanWorker"),slot=process;function takeEarlyWorker(vault,notesPerBatch){let early=slot[HANDOFF];if(early!==void 0){if(delete slot[HANDOFF],early.vault!==vault||early.notesPerBatch!==notesPerBatch){early.worker.terminate();return}return early.detach(),early.worker.ref(),{worker:early.worker,replay:()=>replay(early)}}}function replay({worker,events}){for(let[name,arg]of events)worker.emit(name,arg);}var STAT_BATCH=8192;function walked(vault){let rels=lightCompleteRitualsEarlyScanWorkerRun.walkFiles(vault);return {rels,mtime:new Float64Array(rels.length),size:new Float64Array(rels.length)}}async function scanInThread(vault,signal){let scan=walked(vault);for(let k=0;k<scan.rels.length;k++)k%STAT_BATCH===STAT_BATCH-1&&await pause(signal),lightEarlyScanWorkerRun.statInto(scan,vault,k);return scan}var WORKER=new URL("./scan-worker.js",(typeof document === 'undefined' ? require('u' + 'rl').pathToFileURL(__filename).href : (_documentCurrentScript && _documentCurrentScript.tagName.toUpperCase() === 'SCRIPT' && _documentCurrentScript.src || new URL('chunk-j9orh5z2.js', document.baseURI).href))),MAIN_CHUNKS_PER_TURN=4,helpers=new WeakMap;function whenScanned(scan){return helpers.get(scan)?.(),scan}function scanVault(vault,signal,notesPerBatch=NOTES_PER_BATCH){if(signal?.aborted)return Promise.reject(new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.InterruptedError("interrupted while scanning the vault"));if(!existsSync(fileURLToPath(WORKER)))return scanInThread(vault,signal);let job=scanOnWorker(vault,signal,notesPerBatch),scan=job.scan.catch(err=>{if(err instanceof lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.InterruptedError)throw err;return scanInThread(vault,signal)});return helpers.set(scan,job.help),scan}function joinedBatches(batches,digest){let count=batches.reduce((n,b)=>n+b.rels.length,0),mtime=new Float64Array(count),size=new Float64Array(count),at=0;for(let b of batches){let stated=Atomics.load(b.counters,1);if(stated!==b.rels.length)throw new Error(`the scan stat'ed ${stated} of a batch of ${b.rels.length} notes`);mtime.set(b.mtime,at),size.set(b.size,at),at+=b.rels.length;}return {rels:[].concat(...batches.map(b=>b.rels)),mtime,size,digest}}function scanOnWorker(vault,signal,notesPerBatch){let batches=[],digester=pathsDigester(),next=0,wanted=!1,helping=!1,stopped=!1,help=()=>{stopped||signal?.aborted||(lightEarlyScanWorkerRun.statClaimed(vault,batches[next].rels,batches[next],MAIN_CHUNKS_PER_TURN)&&next++,helping=next<batches.length,helping&&setImmediate(help));},startHelping=()=>{wanted&&next<batches.length&&!helping&&(helping=!0,setImmediate(help));};return {scan:new Promise((resolve,reject)=>{let early=takeEarlyWorker(vault,notesPerBatch),worker=early?.worker??startScanWorker(WORKER,vault,notesPerBatch),onAbort=()=>{worker.terminate(),reject(new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.InterruptedError("interrupted while scanning the vault"));};signal?.addEventListener("abort",onAbort,{once:!0});let done=()=>signal?.removeEventListener("abort",onAbort);worker.on("message",m=>{if(m.kind==="batch")return batches.push({rels:m.rels??m.paths.split("\0"),mtime:m.mtime,size:m.size,counters:m.counters}),digester.add(m.paths),startHelping();done();try{resolve(joinedBatches(batches,digester.end()));}catch(err){reject(err);}}),worker.once("error",err=>{stopped=!0,done(),reject(err);}),worker.once("exit",code=>{stopped=!0,done(),reject(new Error(`the scan worker stopped (exit code ${code})`));}),early?.replay();}),help:()=>{wanted=!0,startHelping();}}}

function scanEarly(io,flags){let vault;try{vault=lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault({flag:flags.vault,env:io.env,cwd:io.cwd});}catch{return}if(vault===void 0)return;let scan=scanVault(vault,io.signal);return scan.catch(()=>{}),{vault,scan}}

var earlyScanCPLCUSR3 = /*#__PURE__*/Object.freeze({
	__proto__: null,
	scanEarly: scanEarly
});

exports.aborted = aborted;
exports.earlyScanCPLCUSR3 = earlyScanCPLCUSR3;
exports.pathsDigest = pathsDigest;
exports.pause = pause;
exports.scanVault = scanVault;
exports.whenScanned = whenScanned;
//# sourceMappingURL=chunk-j9orh5z2.js.map
