'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-czz8ptzv.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-f44qojcm.js.map
