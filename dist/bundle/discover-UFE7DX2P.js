import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath}from"./chunk-BF7VXWUZ.js";import"./chunk-VEA6O6WA.js";import"./chunk-XFDKTZI4.js";import"./chunk-YOYRM6EP.js";import"./chunk-FWPM7C6U.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath};
//# sourceMappingURL=discover-UFE7DX2P.js.map
