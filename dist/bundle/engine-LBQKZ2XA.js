import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{allTiersLocal,openEngine,recordUsage,wantsClaude}from"./chunk-HAYV3N5K.js";import"./chunk-NYI2ONKP.js";import"./chunk-I36BZDWV.js";import"./chunk-SC75OWFO.js";import"./chunk-KBMALMVQ.js";import"./chunk-LSYBDFQ3.js";import"./chunk-GFFAC7HZ.js";import"./chunk-XZFU2F4T.js";import"./chunk-VK5ACLXH.js";import"./chunk-KCPOFPHK.js";export{allTiersLocal,openEngine,recordUsage,wantsClaude};
//# sourceMappingURL=engine-LBQKZ2XA.js.map
