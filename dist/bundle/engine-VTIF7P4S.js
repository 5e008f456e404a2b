import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-FL5JO6SA.js";import"./chunk-DKOZ7CLO.js";import"./chunk-WDBCFYDO.js";import"./chunk-UFWJ4QTH.js";import"./chunk-47BKXOBY.js";import"./chunk-QCMRONSC.js";import"./chunk-MOREHMCE.js";import"./chunk-FHTSSFIC.js";import"./chunk-KMUTHGHG.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-VTIF7P4S.js.map
