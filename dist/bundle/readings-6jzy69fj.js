const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunk44WNATVD = require('./chunk-sbhur9wm.js');
require('./run-m04nvjar.js');
require('./run-sessionsWrites-hkcebitx.js');
require('./run-layout-d29gh4e4.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-iuucw2fi.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-drpu4fbv.js');
require('./chunk-hbwwb6qe.js');
require('./chunk-gi1i4okt.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.READING_CACHE_KIND = chunk44WNATVD.READING_CACHE_KIND;
exports.layoutKeyOf = chunk44WNATVD.layoutKeyOf;
exports.planRitual = chunk44WNATVD.planRitual;
exports.readingCacheFile = chunk44WNATVD.readingCacheFile;
exports.readingsBeyondRules = chunk44WNATVD.readingsBeyondRules;
//# sourceMappingURL=readings-6jzy69fj.js.map
