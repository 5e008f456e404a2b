'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-bjojv1lh.js');
require('./chunk-n61y57hb.js');
require('./chunk-erqgh7zk.js');
require('./run-gq21xgay.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-enuc4qq7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-bv0c2uvh.js.map
