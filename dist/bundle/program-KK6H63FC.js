import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{runProgram}from"./chunk-B6X2U6ET.js";import"./chunk-OJECS5H7.js";export{runProgram};
//# sourceMappingURL=program-KK6H63FC.js.map
