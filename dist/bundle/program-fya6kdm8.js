'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-oxepohip.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-fya6kdm8.js.map
