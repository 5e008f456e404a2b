'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-df0fo908.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-cp91x23e.js.map
