import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase}from"./chunk-XK4PGK34.js";import"./chunk-33JLFYNU.js";import"./chunk-OBCPRSJD.js";import"./chunk-KCPOFPHK.js";export{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase};
//# sourceMappingURL=json-PSMJI6UP.js.map
