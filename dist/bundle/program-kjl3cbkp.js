'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-lqh5wdt2.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-kjl3cbkp.js.map
