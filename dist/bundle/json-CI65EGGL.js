import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase}from"./chunk-ZB2IAAFW.js";import"./chunk-R3HBPCWC.js";import"./chunk-M6QLEPP5.js";import"./chunk-OJECS5H7.js";export{JSON_SCHEMA_VERSION,jsonStyle,printResult,snakeCase};
//# sourceMappingURL=json-CI65EGGL.js.map
