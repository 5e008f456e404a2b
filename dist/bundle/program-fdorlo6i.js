const __skillRuntimeRequire = require, __r = require;
'use strict';

var runLayout = require('./run-layout-dbampg0j.js');
require('./chunk-n6bm46o6.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-fdorlo6i.js.map
