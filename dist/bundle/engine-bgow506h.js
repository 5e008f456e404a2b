const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunkO4WBSAOO = require('./chunk-hclu3mu2.js');
require('./chunk-m0xvt58r.js');
require('./chunk-g5t93jka.js');
require('./run-i3b7mqbr.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-ga7r0dy6.js');
require('./chunk-ermo0n6i.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-bgow506h.js.map
