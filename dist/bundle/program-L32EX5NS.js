import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{FORCE_KILL_AFTER_MS,runProgram}from"./chunk-SB6VH5GR.js";import"./chunk-OJECS5H7.js";export{FORCE_KILL_AFTER_MS,runProgram};
//# sourceMappingURL=program-L32EX5NS.js.map
