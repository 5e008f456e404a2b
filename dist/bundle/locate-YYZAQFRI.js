import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-2S2UTNZV.js";import"./chunk-VAPZFPWC.js";import"./chunk-FJ5QI5SC.js";import"./chunk-MX6BN3FJ.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-YYZAQFRI.js.map
