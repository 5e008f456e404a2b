'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-chrmmswr.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-ers2f5ex.js.map
