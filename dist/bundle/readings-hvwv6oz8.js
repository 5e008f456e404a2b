const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunkUHEVHBAD = require('./chunk-ly4cihof.js');
require('./run-gvkenr78.js');
require('./run-sessionsWrites-mnn4fef0.js');
require('./run-layout-d815ancp.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-iuucw2fi.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-drpu4fbv.js');
require('./chunk-b7qrq9lj.js');
require('./chunk-gi1i4okt.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.READING_CACHE_KIND = chunkUHEVHBAD.READING_CACHE_KIND;
exports.layoutKeyOf = chunkUHEVHBAD.layoutKeyOf;
exports.planRitual = chunkUHEVHBAD.planRitual;
exports.readingCacheFile = chunkUHEVHBAD.readingCacheFile;
exports.readingsBeyondRules = chunkUHEVHBAD.readingsBeyondRules;
//# sourceMappingURL=readings-hvwv6oz8.js.map
