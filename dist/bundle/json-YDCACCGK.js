import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase}from"./chunk-LC3S6Z2H.js";import"./chunk-Y266AKFM.js";import"./chunk-SGFLANPS.js";import"./chunk-OJECS5H7.js";export{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase};
//# sourceMappingURL=json-YDCACCGK.js.map
