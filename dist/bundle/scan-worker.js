const __skillRuntimeRequire = require, __r = require;
'use strict';

var lightEarlyScanWorkerRun = require('./chunk-dz9k43j2.js');
var lightWorkerRun = require('./chunk-oijbh41u.js');
var lightCompleteRitualsEarlyScanWorkerRun = require('./chunk-ermo0n6i.js');
require('./chunk-n6bm46o6.js');

var{parentPort,workerData}=__r("node:worker_threads"); var{vault,notesPerBatch}=workerData,batches=[],digester=lightWorkerRun.pathsDigester();lightCompleteRitualsEarlyScanWorkerRun.walkFiles(vault,{batches:{size:notesPerBatch,take:notes=>{let stats=lightEarlyScanWorkerRun.sharedStats(notes.length);batches.push({rels:notes,...stats});let paths=notes.join("\0");parentPort?.postMessage({kind:"batch",paths,...stats}),digester.add(paths);}}});var digest=digester.end();for(let batch of batches)lightEarlyScanWorkerRun.statClaimed(vault,batch.rels,batch);parentPort?.postMessage({kind:"stated",digest});
//# sourceMappingURL=scan-worker.js.map
