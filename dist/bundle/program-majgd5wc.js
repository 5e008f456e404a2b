'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-e3her3hw.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-majgd5wc.js.map
