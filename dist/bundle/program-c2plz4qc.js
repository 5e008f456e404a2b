'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-f4n04hbu.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-c2plz4qc.js.map
