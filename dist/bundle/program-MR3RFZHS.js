import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{FORCE_KILL_AFTER_MS,runProgram}from"./chunk-YIYRPZNF.js";import"./chunk-KMUTHGHG.js";export{FORCE_KILL_AFTER_MS,runProgram};
//# sourceMappingURL=program-MR3RFZHS.js.map
