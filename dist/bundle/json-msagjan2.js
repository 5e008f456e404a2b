'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightDatesCompleteSessionsRun = require('./chunk-df0ni3w6.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.JSON_SCHEMA_VERSION = lightDatesCompleteSessionsRun.JSON_SCHEMA_VERSION;
exports.jsonStyle = lightDatesCompleteSessionsRun.jsonStyle;
exports.printResult = lightDatesCompleteSessionsRun.printResult;
exports.snakeCase = lightDatesCompleteSessionsRun.snakeCase;
//# sourceMappingURL=json-msagjan2.js.map
