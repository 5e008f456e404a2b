'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-fayi3apq.js');
require('./chunk-b0kj3byf.js');
require('./chunk-erqgh7zk.js');
require('./run-ibtuwft4.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-enuc4qq7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-h437bwor.js.map
