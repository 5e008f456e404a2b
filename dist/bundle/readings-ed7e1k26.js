'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkASSDYYZI = require('./chunk-xy9hvdvo.js');
require('./run-c0f09lao.js');
require('./run-sessionsWrites-ed7t2peu.js');
require('./run-layout-oxepohip.js');
require('./chunk-kl5crri2.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-i0bsvxic.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkASSDYYZI.READING_CACHE_KIND;
exports.layoutKeyOf = chunkASSDYYZI.layoutKeyOf;
exports.planRitual = chunkASSDYYZI.planRitual;
exports.readingCacheFile = chunkASSDYYZI.readingCacheFile;
exports.readingsBeyondRules = chunkASSDYYZI.readingsBeyondRules;
//# sourceMappingURL=readings-ed7e1k26.js.map
