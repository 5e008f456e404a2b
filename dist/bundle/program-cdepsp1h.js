'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-fb3ud78t.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-cdepsp1h.js.map
