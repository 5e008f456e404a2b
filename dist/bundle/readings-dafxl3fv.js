const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunk4L6M7BLZ = require('./chunk-na41f1zf.js');
require('./run-i3b7mqbr.js');
require('./run-sessionsWrites-b86dslfl.js');
require('./run-layout-moymxzrv.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-iuucw2fi.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-drpu4fbv.js');
require('./chunk-h9x68ino.js');
require('./chunk-ermo0n6i.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.READING_CACHE_KIND = chunk4L6M7BLZ.READING_CACHE_KIND;
exports.layoutKeyOf = chunk4L6M7BLZ.layoutKeyOf;
exports.planRitual = chunk4L6M7BLZ.planRitual;
exports.readingCacheFile = chunk4L6M7BLZ.readingCacheFile;
exports.readingsBeyondRules = chunk4L6M7BLZ.readingsBeyondRules;
//# sourceMappingURL=readings-dafxl3fv.js.map
