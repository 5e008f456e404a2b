import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,requireVault,userConfigPath,userDateOrder}from"./chunk-WQ7WYLRC.js";import"./chunk-ZRIDRWB7.js";import"./chunk-ECHHSLIE.js";import"./chunk-YCIF7AMY.js";import"./chunk-FHTSSFIC.js";import"./chunk-KMUTHGHG.js";export{expandHome,locateVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-O3PCZO6B.js.map
