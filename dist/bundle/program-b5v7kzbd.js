'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-moxx8vak.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-b5v7kzbd.js.map
