'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-ec9ydq5a.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-cnou1i39.js.map
