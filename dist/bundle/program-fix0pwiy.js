'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-g527h8xa.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-fix0pwiy.js.map
