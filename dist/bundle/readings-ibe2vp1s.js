'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkLBFFGM24 = require('./chunk-jsetbuuj.js');
require('./run-ibtuwft4.js');
require('./run-sessionsWrites-ckygvg1b.js');
require('./run-layout-iiwuf26a.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-c19az8pk.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkLBFFGM24.READING_CACHE_KIND;
exports.layoutKeyOf = chunkLBFFGM24.layoutKeyOf;
exports.planRitual = chunkLBFFGM24.planRitual;
exports.readingCacheFile = chunkLBFFGM24.readingCacheFile;
exports.readingsBeyondRules = chunkLBFFGM24.readingsBeyondRules;
//# sourceMappingURL=readings-ibe2vp1s.js.map
