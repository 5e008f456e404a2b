import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath}from"./chunk-ATZK7QZY.js";import"./chunk-VEA6O6WA.js";import"./chunk-5KSHAS3J.js";import"./chunk-R6K5UKIH.js";import"./chunk-YCIF7AMY.js";import"./chunk-FHTSSFIC.js";import"./chunk-KMUTHGHG.js";export{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath};
//# sourceMappingURL=discover-KICHEDTJ.js.map
