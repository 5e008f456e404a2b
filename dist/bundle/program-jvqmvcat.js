const __skillRuntimeRequire = require, __r = require;
'use strict';

var runLayout = require('./run-layout-moymxzrv.js');
require('./chunk-n6bm46o6.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-jvqmvcat.js.map
