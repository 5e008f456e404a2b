const __skillRuntimeRequire = require, __r = require;
'use strict';

var runLayout = require('./run-layout-d29gh4e4.js');
require('./chunk-n6bm46o6.js');



exports.runProgram = runLayout.runProgram;
//# sourceMappingURL=program-dnd83tfa.js.map
