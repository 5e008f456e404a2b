const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunkPXS2YLOC = require('./chunk-l3zkn3jh.js');
require('./run-s9tqqbil.js');
require('./run-sessionsWrites-lxjhq9ts.js');
require('./run-layout-octbxf5n.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-iuucw2fi.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-drpu4fbv.js');
require('./chunk-nripwpcn.js');
require('./chunk-ermo0n6i.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.READING_CACHE_KIND = chunkPXS2YLOC.READING_CACHE_KIND;
exports.layoutKeyOf = chunkPXS2YLOC.layoutKeyOf;
exports.planRitual = chunkPXS2YLOC.planRitual;
exports.readingCacheFile = chunkPXS2YLOC.readingCacheFile;
exports.readingsBeyondRules = chunkPXS2YLOC.readingsBeyondRules;
//# sourceMappingURL=readings-666spf3y.js.map
