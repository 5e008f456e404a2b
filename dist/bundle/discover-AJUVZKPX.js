import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath}from"./chunk-YW7WEM2W.js";import"./chunk-VEA6O6WA.js";import"./chunk-TJGYYRP5.js";import"./chunk-WOUQKKHV.js";import"./chunk-BROU6Y6U.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath};
//# sourceMappingURL=discover-AJUVZKPX.js.map
