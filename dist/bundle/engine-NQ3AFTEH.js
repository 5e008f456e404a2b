import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-Y7RL3DWX.js";import"./chunk-4U6BZAM5.js";import"./chunk-ELG2G65V.js";import"./chunk-SC75OWFO.js";import"./chunk-KBMALMVQ.js";import"./chunk-GFFAC7HZ.js";import"./chunk-R2EGCNN7.js";import"./chunk-LSYBDFQ3.js";import"./chunk-VK5ACLXH.js";import"./chunk-KCPOFPHK.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-NQ3AFTEH.js.map
