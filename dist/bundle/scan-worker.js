'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightEarlyScanWorkerRun = require('./chunk-dc7kipgy.js');
var lightCompleteRitualsEarlyScanWorkerRun = require('./chunk-nb8qf8h6.js');
require('./chunk-la1qyy3g.js');

var{parentPort,workerData}=__r("node:worker_threads"); var{vault,notesPerBatch}=workerData,batches=[];lightCompleteRitualsEarlyScanWorkerRun.walkFiles(vault,{batches:{size:notesPerBatch,take:notes=>{let stats=lightEarlyScanWorkerRun.sharedStats(notes.length);batches.push({rels:notes,...stats});let paths=notes.join("\0");parentPort?.postMessage({kind:"batch",paths,...stats});}}});for(let batch of batches)lightEarlyScanWorkerRun.statClaimed(vault,batch.rels,batch);parentPort?.postMessage({kind:"stated"});"a".localeCompare("b");
//# sourceMappingURL=scan-worker.js.map
