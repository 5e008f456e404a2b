import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-O7VL4KVH.js";import"./chunk-RJBEAH4E.js";import"./chunk-MLI5OLRJ.js";import"./chunk-UFWJ4QTH.js";import"./chunk-WDBCFYDO.js";import"./chunk-47BKXOBY.js";import"./chunk-ZCIN6CWU.js";import"./chunk-MOREHMCE.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-HRVCG25L.js.map
