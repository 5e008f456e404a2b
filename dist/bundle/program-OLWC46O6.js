import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{runProgram}from"./chunk-GL3I5AX7.js";import"./chunk-KCPOFPHK.js";export{runProgram};
//# sourceMappingURL=program-OLWC46O6.js.map
