const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunkCJ44YFFP = require('./chunk-d9z38k97.js');
require('./run-j4r3tnzx.js');
require('./run-sessionsWrites-i7jdprdn.js');
require('./run-layout-dbampg0j.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-iuucw2fi.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-drpu4fbv.js');
require('./chunk-crzda60h.js');
require('./chunk-ermo0n6i.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.READING_CACHE_KIND = chunkCJ44YFFP.READING_CACHE_KIND;
exports.layoutKeyOf = chunkCJ44YFFP.layoutKeyOf;
exports.planRitual = chunkCJ44YFFP.planRitual;
exports.readingCacheFile = chunkCJ44YFFP.readingCacheFile;
exports.readingsBeyondRules = chunkCJ44YFFP.readingsBeyondRules;
//# sourceMappingURL=readings-h7kyj5i1.js.map
