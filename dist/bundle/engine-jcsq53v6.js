'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-m84rj6pb.js');
require('./chunk-f3kkucxc.js');
require('./chunk-loff3qm8.js');
require('./run-lcsg4edf.js');
require('./chunk-bime8ba4.js');
require('./chunk-gab3dugr.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-jcsq53v6.js.map
