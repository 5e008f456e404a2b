'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkMPV6352G = require('./chunk-np3rnweu.js');
require('./run-ltfonxt3.js');
require('./chunk-ibc2a9o1.js');
require('./run-sessionsWrites-nro3ock9.js');
require('./run-layout-bce7x19t.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-nwsvcyyl.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-mx8bxvjb.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkMPV6352G.READING_CACHE_KIND;
exports.layoutKeyOf = chunkMPV6352G.layoutKeyOf;
exports.planRitual = chunkMPV6352G.planRitual;
exports.readingCacheFile = chunkMPV6352G.readingCacheFile;
exports.readingsBeyondRules = chunkMPV6352G.readingsBeyondRules;
//# sourceMappingURL=readings-f80petaz.js.map
