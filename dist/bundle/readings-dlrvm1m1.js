const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunkCNGC566B = require('./chunk-d3pxkses.js');
require('./run-bjx47rqq.js');
require('./run-sessionsWrites-n48kcwnp.js');
require('./run-layout-b4s4nimj.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-iuucw2fi.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-drpu4fbv.js');
require('./chunk-izawzqaa.js');
require('./chunk-gi1i4okt.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.READING_CACHE_KIND = chunkCNGC566B.READING_CACHE_KIND;
exports.layoutKeyOf = chunkCNGC566B.layoutKeyOf;
exports.planRitual = chunkCNGC566B.planRitual;
exports.readingCacheFile = chunkCNGC566B.readingCacheFile;
exports.readingsBeyondRules = chunkCNGC566B.readingsBeyondRules;
//# sourceMappingURL=readings-dlrvm1m1.js.map
