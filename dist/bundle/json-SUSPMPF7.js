import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase}from"./chunk-KJXSZ2MP.js";import"./chunk-TWHLBSP2.js";import"./chunk-M6QLEPP5.js";import"./chunk-OJECS5H7.js";export{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase};
//# sourceMappingURL=json-SUSPMPF7.js.map
