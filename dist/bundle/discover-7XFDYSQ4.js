import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath}from"./chunk-OQQ4KPUN.js";import"./chunk-BPQMYWAQ.js";import"./chunk-VEA6O6WA.js";import"./chunk-DXZP7FAB.js";import"./chunk-IJQKBBNJ.js";import"./chunk-MX6BN3FJ.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{BUNDLED_SKILLS_DIR,discoverRituals,findRitual,loadRitualFile,searchPath};
//# sourceMappingURL=discover-7XFDYSQ4.js.map
