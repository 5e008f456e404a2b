'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-n8su334r.js');
require('./chunk-mjpkmvqc.js');
require('./chunk-i3c3udhh.js');
require('./run-ngjhct7g.js');
require('./chunk-ibc2a9o1.js');
require('./chunk-gab3dugr.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-lja182xe.js.map
