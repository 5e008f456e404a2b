'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkXA2DWHKL = require('./chunk-nvo5un0g.js');
require('./run-c0pzbuf0.js');
require('./chunk-ibc2a9o1.js');
require('./run-sessionsWrites-m51ptjn1.js');
require('./run-layout-chrmmswr.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-ertllxsf.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-mispq0at.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkXA2DWHKL.READING_CACHE_KIND;
exports.layoutKeyOf = chunkXA2DWHKL.layoutKeyOf;
exports.planRitual = chunkXA2DWHKL.planRitual;
exports.readingCacheFile = chunkXA2DWHKL.readingCacheFile;
exports.readingsBeyondRules = chunkXA2DWHKL.readingsBeyondRules;
//# sourceMappingURL=readings-g3rtsyfv.js.map
