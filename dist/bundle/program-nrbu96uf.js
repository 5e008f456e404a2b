'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-e26b2lz5.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-nrbu96uf.js.map
