'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-4u2xn9bp.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-grh2bpe0.js.map
