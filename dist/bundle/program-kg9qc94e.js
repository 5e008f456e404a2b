'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-brgw226q.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-kg9qc94e.js.map
