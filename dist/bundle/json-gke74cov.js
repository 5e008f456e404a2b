'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightDatesCompleteSessionsRun = require('./chunk-kanoxfxr.js');
require('./chunk-dnuzmcfl.js');
require('./chunk-ek5a0qcb.js');



exports.JSON_SCHEMA_VERSION = lightDatesCompleteSessionsRun.JSON_SCHEMA_VERSION;
exports.jsonStyle = lightDatesCompleteSessionsRun.jsonStyle;
exports.printResult = lightDatesCompleteSessionsRun.printResult;
exports.snakeCase = lightDatesCompleteSessionsRun.snakeCase;
//# sourceMappingURL=json-gke74cov.js.map
