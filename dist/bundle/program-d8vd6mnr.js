'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-iiwuf26a.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-d8vd6mnr.js.map
