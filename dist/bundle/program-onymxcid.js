'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-mc3iaxq7.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-onymxcid.js.map
