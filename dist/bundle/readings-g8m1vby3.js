'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkMOEI7PUI = require('./chunk-hn8twom5.js');
require('./run-b1ps8k5v.js');
require('./run-sessionsWrites-hc98ox87.js');
require('./run-layout-brgw226q.js');
require('./chunk-bime8ba4.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-cxzqazc2.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkMOEI7PUI.READING_CACHE_KIND;
exports.layoutKeyOf = chunkMOEI7PUI.layoutKeyOf;
exports.planRitual = chunkMOEI7PUI.planRitual;
exports.readingCacheFile = chunkMOEI7PUI.readingCacheFile;
exports.readingsBeyondRules = chunkMOEI7PUI.readingsBeyondRules;
//# sourceMappingURL=readings-g8m1vby3.js.map
