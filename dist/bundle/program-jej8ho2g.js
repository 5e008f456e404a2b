'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-d7r30pr7.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-jej8ho2g.js.map
