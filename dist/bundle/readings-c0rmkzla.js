'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkLKF2X7OP = require('./chunk-hfts43o0.js');
require('./run-ijxwv5or.js');
require('./run-sessionsWrites-gqppncbd.js');
require('./run-layout-dkullv19.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-kanoxfxr.js');
require('./chunk-dxb6eb04.js');
require('./chunk-n1er33fv.js');
require('./chunk-nla8pk3k.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkLKF2X7OP.READING_CACHE_KIND;
exports.layoutKeyOf = chunkLKF2X7OP.layoutKeyOf;
exports.planRitual = chunkLKF2X7OP.planRitual;
exports.readingCacheFile = chunkLKF2X7OP.readingCacheFile;
exports.readingsBeyondRules = chunkLKF2X7OP.readingsBeyondRules;
//# sourceMappingURL=readings-c0rmkzla.js.map
