import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { b as sharedStats, c as statClaimed } from './chunk-mrpj95kp.js';
import { a as pathsDigester } from './chunk-ick0vf9p.js';
import { w as walkFiles } from './chunk-os73ud6r.js';
import './chunk-cyvpk62p.js';

var{parentPort,workerData}=__r("node:worker_threads"); var{vault,notesPerBatch}=workerData,batches=[],digester=pathsDigester();walkFiles(vault,{batches:{size:notesPerBatch,take:notes=>{let stats=sharedStats(notes.length);batches.push({rels:notes,...stats});let paths=notes.join("\0");parentPort?.postMessage({kind:"batch",paths,...stats}),digester.add(paths);}}});var digest=digester.end();for(let batch of batches)statClaimed(vault,batch.rels,batch);parentPort?.postMessage({kind:"stated",digest});
//# sourceMappingURL=scan-worker.js.map
