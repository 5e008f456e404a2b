const __skillRuntimeRequire = require, __r = require;
'use strict';

var runLayout = require('./run-layout-octbxf5n.js');
require('./chunk-n6bm46o6.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-l18d1y70.js.map
