'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-o5qy0xt6.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-i3fszjws.js.map
