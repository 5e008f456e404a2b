'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightEarlyScanWorkerRun = require('./chunk-cupzslih.js');
var lightWorkerRun = require('./chunk-cq3wdsq5.js');
var lightCompleteRitualsEarlyScanWorkerRun = require('./chunk-nb8qf8h6.js');
require('./chunk-ek5a0qcb.js');

var{parentPort,workerData}=__r("node:worker_threads"); var{vault,notesPerBatch}=workerData,batches=[],digester=lightWorkerRun.pathsDigester();lightCompleteRitualsEarlyScanWorkerRun.walkFiles(vault,{batches:{size:notesPerBatch,take:notes=>{let stats=lightEarlyScanWorkerRun.sharedStats(notes.length);batches.push({rels:notes,...stats});let paths=notes.join("\0");parentPort?.postMessage({kind:"batch",paths,...stats}),digester.add(paths);}}});var digest=digester.end();for(let batch of batches)lightEarlyScanWorkerRun.statClaimed(vault,batch.rels,batch);parentPort?.postMessage({kind:"stated",digest});"a".localeCompare("b");
//# sourceMappingURL=scan-worker.js.map
