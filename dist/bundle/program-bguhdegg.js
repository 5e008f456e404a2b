'use strict';

const __skillRuntimeRequire = require, __r = require;

var runLayout = require('./run-layout-j8c4virf.js');
require('./chunk-la1qyy3g.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-bguhdegg.js.map
