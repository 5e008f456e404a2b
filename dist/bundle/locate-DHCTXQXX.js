import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-VXUTMQLQ.js";import"./chunk-ZRIDRWB7.js";import"./chunk-TGJVO4NM.js";import"./chunk-BROU6Y6U.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-DHCTXQXX.js.map
