import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase}from"./chunk-UXRE5Q7S.js";import"./chunk-2RKCAJQE.js";import"./chunk-2ZAC3KMW.js";import"./chunk-KCPOFPHK.js";export{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase};
//# sourceMappingURL=json-T4ESCU2G.js.map
