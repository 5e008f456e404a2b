import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{runProgram}from"./chunk-ELVV6P6M.js";import"./chunk-OJECS5H7.js";export{runProgram};
//# sourceMappingURL=program-DVWGMR5G.js.map
