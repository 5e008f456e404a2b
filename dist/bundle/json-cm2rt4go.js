'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightDatesCompleteSessionsRun = require('./chunk-niq2aqp7.js');
require('./chunk-enuc4qq7.js');
require('./chunk-ek5a0qcb.js');



exports.JSON_SCHEMA_VERSION = lightDatesCompleteSessionsRun.JSON_SCHEMA_VERSION;
exports.jsonStyle = lightDatesCompleteSessionsRun.jsonStyle;
exports.printResult = lightDatesCompleteSessionsRun.printResult;
exports.snakeCase = lightDatesCompleteSessionsRun.snakeCase;
//# sourceMappingURL=json-cm2rt4go.js.map
