import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-PEQIFCVE.js";import"./chunk-QGJTCOD5.js";import"./chunk-AIGT3M3K.js";import"./chunk-ZHK45OD7.js";import"./chunk-B3WO23LB.js";import"./chunk-47BKXOBY.js";import"./chunk-ZCIN6CWU.js";import"./chunk-MOREHMCE.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-NK7QGG5S.js.map
