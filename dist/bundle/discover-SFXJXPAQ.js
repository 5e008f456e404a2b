import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath}from"./chunk-VPGGPS7C.js";import"./chunk-VEA6O6WA.js";import"./chunk-YULH5G3F.js";import"./chunk-KTVGLCE5.js";import"./chunk-FWPM7C6U.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath};
//# sourceMappingURL=discover-SFXJXPAQ.js.map
