'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-pfl0ockm.js');
require('./chunk-jb851aha.js');
require('./chunk-janc4t0s.js');
require('./run-c0f09lao.js');
require('./chunk-kl5crri2.js');
require('./chunk-enuc4qq7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-cztvunb8.js.map
