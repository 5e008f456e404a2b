'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-en07bpdv.js');
require('./chunk-lwxd9wu5.js');
require('./chunk-janc4t0s.js');
require('./run-nyo0wb5q.js');
require('./chunk-kl5crri2.js');
require('./chunk-enuc4qq7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-ij1iq8qg.js.map
