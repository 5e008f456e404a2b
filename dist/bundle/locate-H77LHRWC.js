import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-M5FB6IJ4.js";import"./chunk-LTLJHJJQ.js";import"./chunk-CWYSDEGZ.js";import"./chunk-DMIVV45E.js";import"./chunk-XUMTRE3M.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-H77LHRWC.js.map
