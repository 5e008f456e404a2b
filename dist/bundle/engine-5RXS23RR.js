import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-4QQSAFKL.js";import"./chunk-EVXPW375.js";import"./chunk-WCCRRM6P.js";import"./chunk-SC75OWFO.js";import"./chunk-KBMALMVQ.js";import"./chunk-GFFAC7HZ.js";import"./chunk-6N62PJZU.js";import"./chunk-LSYBDFQ3.js";import"./chunk-VK5ACLXH.js";import"./chunk-KCPOFPHK.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-5RXS23RR.js.map
