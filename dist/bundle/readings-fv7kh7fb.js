'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkAV2IL7S5 = require('./chunk-dq0opi6d.js');
require('./run-nyo0wb5q.js');
require('./run-sessionsWrites-ntl3fnll.js');
require('./run-layout-jm9pokkq.js');
require('./chunk-kl5crri2.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-khis2kie.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkAV2IL7S5.READING_CACHE_KIND;
exports.layoutKeyOf = chunkAV2IL7S5.layoutKeyOf;
exports.planRitual = chunkAV2IL7S5.planRitual;
exports.readingCacheFile = chunkAV2IL7S5.readingCacheFile;
exports.readingsBeyondRules = chunkAV2IL7S5.readingsBeyondRules;
//# sourceMappingURL=readings-fv7kh7fb.js.map
