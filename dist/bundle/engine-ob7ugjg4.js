'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-eu4kwwh2.js');
require('./chunk-i1qo6sw7.js');
require('./chunk-i3c3udhh.js');
require('./run-f18a22b6.js');
require('./chunk-ibc2a9o1.js');
require('./chunk-gab3dugr.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-ob7ugjg4.js.map
