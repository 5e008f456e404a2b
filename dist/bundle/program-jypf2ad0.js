'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-dkullv19.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-jypf2ad0.js.map
