import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath}from"./chunk-5MPYTDBE.js";import"./chunk-VEA6O6WA.js";import"./chunk-WBCTI6P3.js";import"./chunk-R6K5UKIH.js";import"./chunk-QSX2S2DL.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath};
//# sourceMappingURL=discover-OARZK2ZR.js.map
