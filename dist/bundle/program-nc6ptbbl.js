'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-do8i68ph.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-nc6ptbbl.js.map
