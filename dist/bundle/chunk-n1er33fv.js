'use strict';

const __skillRuntimeRequire = require, __r = require;

var DATE_ORDERS=["dmy","mdy"],RESOLUTION_KEYS=["target_date","target_scope","start","end","week","day_of_week","relative","resolved_at"],OPTIONAL_RESOLUTION_KEYS=["ignored_time"];function resolutionEntries(r){let optional=OPTIONAL_RESOLUTION_KEYS.flatMap(k=>r[k]===void 0?[]:[[k,r[k]]]);return [...RESOLUTION_KEYS.map(k=>[k,r[k]]),...optional]}

exports.DATE_ORDERS = DATE_ORDERS;
exports.resolutionEntries = resolutionEntries;
//# sourceMappingURL=chunk-n1er33fv.js.map
