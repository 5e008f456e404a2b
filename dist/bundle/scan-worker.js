import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{scanSync}from"./chunk-FNRLX3RC.js";import"./chunk-MOREHMCE.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";import{parentPort,workerData}from"node:worker_threads";var scan=scanSync(workerData.vault),message={paths:scan.rels.join("\0"),mtime:scan.mtime,size:scan.size};parentPort?.postMessage(message,[scan.mtime.buffer,scan.size.buffer]);
//# sourceMappingURL=scan-worker.js.map
