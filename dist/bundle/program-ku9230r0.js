'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-jm9pokkq.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-ku9230r0.js.map
