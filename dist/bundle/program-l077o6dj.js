'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-kvc2hcza.js');
require('./chunk-ek5a0qcb.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-l077o6dj.js.map
