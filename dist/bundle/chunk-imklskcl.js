import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
var DATE_ORDERS=["dmy","mdy"],RESOLUTION_KEYS=["target_date","target_scope","start","end","week","day_of_week","relative","resolved_at"],OPTIONAL_RESOLUTION_KEYS=["ignored_time"];function resolutionEntries(r){let optional=OPTIONAL_RESOLUTION_KEYS.flatMap(k=>r[k]===void 0?[]:[[k,r[k]]]);return [...RESOLUTION_KEYS.map(k=>[k,r[k]]),...optional]}

export { DATE_ORDERS as D, resolutionEntries as r };
//# sourceMappingURL=chunk-imklskcl.js.map
