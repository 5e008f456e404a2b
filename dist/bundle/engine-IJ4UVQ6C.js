import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-TWUZVYYE.js";import"./chunk-UW76YUQS.js";import"./chunk-MLI5OLRJ.js";import"./chunk-UFWJ4QTH.js";import"./chunk-WDBCFYDO.js";import"./chunk-47BKXOBY.js";import"./chunk-ZCIN6CWU.js";import"./chunk-MOREHMCE.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-IJ4UVQ6C.js.map
