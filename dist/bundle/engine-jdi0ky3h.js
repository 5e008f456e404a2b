'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-dcatw2v4.js');
require('./chunk-yjy5hkuo.js');
require('./chunk-i3c3udhh.js');
require('./run-mmhr76mn.js');
require('./chunk-ibc2a9o1.js');
require('./chunk-gab3dugr.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-jdi0ky3h.js.map
