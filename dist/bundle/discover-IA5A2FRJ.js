import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath}from"./chunk-NAVGITXS.js";import"./chunk-HJMZAMAT.js";import"./chunk-EQDLKNB7.js";import"./chunk-OPQXG6EA.js";import"./chunk-JTUMXOAD.js";import"./chunk-B3PHK5SV.js";import"./chunk-VK5ACLXH.js";import"./chunk-KCPOFPHK.js";export{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath};
//# sourceMappingURL=discover-IA5A2FRJ.js.map
