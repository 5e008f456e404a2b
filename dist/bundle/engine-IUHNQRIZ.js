import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-NBMI5HLE.js";import"./chunk-UKYLKTPK.js";import"./chunk-MLI5OLRJ.js";import"./chunk-WDBCFYDO.js";import"./chunk-UFWJ4QTH.js";import"./chunk-47BKXOBY.js";import"./chunk-QCMRONSC.js";import"./chunk-MOREHMCE.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-IUHNQRIZ.js.map
