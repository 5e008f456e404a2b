const __skillRuntimeRequire = require, __r = require;
'use strict';

var lightDatesCompleteSessionsRun = require('./chunk-iuucw2fi.js');
require('./chunk-ga7r0dy6.js');
require('./chunk-n6bm46o6.js');



exports.JSON_SCHEMA_VERSION = lightDatesCompleteSessionsRun.JSON_SCHEMA_VERSION;
exports.jsonStyle = lightDatesCompleteSessionsRun.jsonStyle;
exports.printResult = lightDatesCompleteSessionsRun.printResult;
exports.snakeCase = lightDatesCompleteSessionsRun.snakeCase;
//# sourceMappingURL=json-bueoemga.js.map
