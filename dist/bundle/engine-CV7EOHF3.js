import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-KZBZIGPH.js";import"./chunk-VSAXKX45.js";import"./chunk-SNUT5APE.js";import"./chunk-VDI27LJT.js";import"./chunk-GXP56DTU.js";import"./chunk-GPCM4IRK.js";import"./chunk-2JNWUXZH.js";import"./chunk-47BKXOBY.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-CV7EOHF3.js.map
