'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-bp3ntrio.js');
require('./chunk-e4frgsc8.js');
require('./chunk-gj0ig7bm.js');
require('./run-fvchjkks.js');
require('./chunk-fjkdx8pq.js');
require('./chunk-gab3dugr.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-k3b25cbo.js.map
