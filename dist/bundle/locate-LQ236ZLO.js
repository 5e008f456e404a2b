import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,requireVault,userConfigPath,userDateOrder}from"./chunk-RT3OVWQF.js";import"./chunk-EQM2I6AU.js";import"./chunk-ZRIDRWB7.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-LQ236ZLO.js.map
