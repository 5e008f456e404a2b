'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkTU3HKA5A = require('./chunk-gppvg5ky.js');
require('./run-j8581njt.js');
require('./run-sessionsWrites-hlt8d9by.js');
require('./run-layout-lqh5wdt2.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-kanoxfxr.js');
require('./chunk-dxb6eb04.js');
require('./chunk-n1er33fv.js');
require('./chunk-fy0fdcr3.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkTU3HKA5A.READING_CACHE_KIND;
exports.layoutKeyOf = chunkTU3HKA5A.layoutKeyOf;
exports.planRitual = chunkTU3HKA5A.planRitual;
exports.readingCacheFile = chunkTU3HKA5A.readingCacheFile;
exports.readingsBeyondRules = chunkTU3HKA5A.readingsBeyondRules;
//# sourceMappingURL=readings-lby3fvtq.js.map
