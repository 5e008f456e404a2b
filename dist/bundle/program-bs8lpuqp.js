'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-kacyy71j.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-bs8lpuqp.js.map
