'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-bce7x19t.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-fej1xx4u.js.map
