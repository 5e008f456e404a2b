import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath}from"./chunk-EMG24XUF.js";import"./chunk-VEA6O6WA.js";import"./chunk-F3ZIC6EV.js";import"./chunk-CK4J4W2A.js";import"./chunk-FWPM7C6U.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath};
//# sourceMappingURL=discover-7V44NVAK.js.map
