'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkHIPLAMVO = require('./chunk-n51njnc4.js');
require('./run-f18a22b6.js');
require('./chunk-ibc2a9o1.js');
require('./run-sessionsWrites-kgadesg2.js');
require('./run-layout-j8c4virf.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-xehgwab7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-mtxllgnj.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkHIPLAMVO.READING_CACHE_KIND;
exports.layoutKeyOf = chunkHIPLAMVO.layoutKeyOf;
exports.planRitual = chunkHIPLAMVO.planRitual;
exports.readingCacheFile = chunkHIPLAMVO.readingCacheFile;
exports.readingsBeyondRules = chunkHIPLAMVO.readingsBeyondRules;
//# sourceMappingURL=readings-cuo0rlv6.js.map
