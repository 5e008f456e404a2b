import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-QFNR65G4.js";import"./chunk-PWDQ5ZSL.js";import"./chunk-SNUT5APE.js";import"./chunk-VDI27LJT.js";import"./chunk-GXP56DTU.js";import"./chunk-47BKXOBY.js";import"./chunk-GPCM4IRK.js";import"./chunk-2JNWUXZH.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-QW6IVCRW.js.map
