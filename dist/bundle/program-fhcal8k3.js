'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-dkzcuxol.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-fhcal8k3.js.map
