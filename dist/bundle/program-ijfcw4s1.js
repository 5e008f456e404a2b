'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-jlepsz16.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-ijfcw4s1.js.map
