'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-eu0r8rz9.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-oqmzjy13.js.map
