import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-WECFOLZ3.js";import"./chunk-ZRIDRWB7.js";import"./chunk-U367N722.js";import"./chunk-DMIVV45E.js";import"./chunk-U3BLWJQQ.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-LMINT3EU.js.map
