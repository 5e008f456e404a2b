'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-bq9g7cn5.js');
require('./chunk-l9msdv3e.js');
require('./chunk-903g1e4z.js');
require('./run-icbmn90i.js');
require('./chunk-ldr960xf.js');
require('./chunk-enuc4qq7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-e11c8ha1.js.map
