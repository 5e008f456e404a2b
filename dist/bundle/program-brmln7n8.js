'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-g4mlz348.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-brmln7n8.js.map
