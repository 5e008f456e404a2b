'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-evh4thak.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-lq8c1j53.js.map
