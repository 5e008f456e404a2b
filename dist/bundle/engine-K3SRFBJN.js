import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-LM57AM7J.js";import"./chunk-YRNK3WZ6.js";import"./chunk-UQFIMSZK.js";import"./chunk-VDI27LJT.js";import"./chunk-GXP56DTU.js";import"./chunk-GPCM4IRK.js";import"./chunk-MOREHMCE.js";import"./chunk-47BKXOBY.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-K3SRFBJN.js.map
