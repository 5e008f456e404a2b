import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-VMUQMQU2.js";import"./chunk-ZRIDRWB7.js";import"./chunk-CXUFQZC4.js";import"./chunk-FWPM7C6U.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-AKEWPOCX.js.map
