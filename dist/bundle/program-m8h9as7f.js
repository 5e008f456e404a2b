const __skillRuntimeRequire = require, __r = require;
'use strict';

var runLayout = require('./run-layout-b4s4nimj.js');
require('./chunk-n6bm46o6.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-m8h9as7f.js.map
