'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-idgo4h44.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-dvp4k4bb.js.map
