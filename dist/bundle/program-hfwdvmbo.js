'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-pcfvfm23.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-hfwdvmbo.js.map
