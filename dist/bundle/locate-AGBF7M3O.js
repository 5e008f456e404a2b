import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,requireVault,userConfigPath,userDateOrder}from"./chunk-JF3T4DOC.js";import"./chunk-ZRIDRWB7.js";import"./chunk-RRBZMNCF.js";import"./chunk-QSX2S2DL.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-AGBF7M3O.js.map
