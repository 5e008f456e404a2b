import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-SALHLT4Q.js";import"./chunk-ERMRRCGZ.js";import"./chunk-VB6DGL2E.js";import"./chunk-SC75OWFO.js";import"./chunk-KBMALMVQ.js";import"./chunk-GFFAC7HZ.js";import"./chunk-FX36NS4F.js";import"./chunk-LSYBDFQ3.js";import"./chunk-VK5ACLXH.js";import"./chunk-KCPOFPHK.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-PIZ3KVXL.js.map
