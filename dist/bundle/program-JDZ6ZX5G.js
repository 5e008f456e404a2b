import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{FORCE_KILL_AFTER_MS,runProgram}from"./chunk-YIYRPZNF.js";import"./chunk-OJECS5H7.js";export{FORCE_KILL_AFTER_MS,runProgram};
//# sourceMappingURL=program-JDZ6ZX5G.js.map
