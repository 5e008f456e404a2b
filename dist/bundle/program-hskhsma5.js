'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-mhl3347d.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-hskhsma5.js.map
