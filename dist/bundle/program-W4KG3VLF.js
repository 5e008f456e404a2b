import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{runProgram}from"./chunk-H35AALF3.js";import"./chunk-OJECS5H7.js";export{runProgram};
//# sourceMappingURL=program-W4KG3VLF.js.map
