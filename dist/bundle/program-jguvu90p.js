'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-myjoza4n.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-jguvu90p.js.map
