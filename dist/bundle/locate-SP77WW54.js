import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-ZNO4HPVZ.js";import"./chunk-ZRIDRWB7.js";import"./chunk-CWYSDEGZ.js";import"./chunk-DMIVV45E.js";import"./chunk-XUMTRE3M.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-SP77WW54.js.map
