'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-g6blb3s9.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-nh2eloov.js.map
