import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-NVYL4OTQ.js";import"./chunk-LTLJHJJQ.js";import"./chunk-CXUFQZC4.js";import"./chunk-FWPM7C6U.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-6WDG5LLC.js.map
