'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightEarlyScanWorkerRun = require('./chunk-jz7g7kzt.js');
var lightCompleteRitualsEarlyScanWorkerRun = require('./chunk-nb8qf8h6.js');
require('./chunk-la1qyy3g.js');

var{parentPort,workerData}=__r("node:worker_threads"); var{vault,notesPerBatch,walked}=workerData;function statSent(){parentPort?.on("message",m=>{if(m.kind==="batch")return void lightEarlyScanWorkerRun.statClaimed(vault,m.paths.split("\0"),m);parentPort?.postMessage({kind:"stated"}),parentPort?.unref(),startIcu();});}function walkAndStat(){let batches=[];lightCompleteRitualsEarlyScanWorkerRun.walkFiles(vault,{batches:{size:notesPerBatch,take:notes=>{let{paths,...stats}=lightEarlyScanWorkerRun.batchOf(notes);batches.push({rels:notes,...stats}),parentPort?.postMessage({kind:"batch",paths,...stats});}}});for(let batch of batches)lightEarlyScanWorkerRun.statClaimed(vault,batch.rels,batch);parentPort?.postMessage({kind:"stated"}),startIcu();}function startIcu(){"a".localeCompare("b");}walked?statSent():walkAndStat();
//# sourceMappingURL=scan-worker.js.map
