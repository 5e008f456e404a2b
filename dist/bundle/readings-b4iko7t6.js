'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkW4EE56AN = require('./chunk-fig1t11a.js');
require('./run-ngjhct7g.js');
require('./chunk-ibc2a9o1.js');
require('./run-sessionsWrites-jdf25kwf.js');
require('./run-layout-eu0r8rz9.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-6nwwme3j.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-mispq0at.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkW4EE56AN.READING_CACHE_KIND;
exports.layoutKeyOf = chunkW4EE56AN.layoutKeyOf;
exports.planRitual = chunkW4EE56AN.planRitual;
exports.readingCacheFile = chunkW4EE56AN.readingCacheFile;
exports.readingsBeyondRules = chunkW4EE56AN.readingsBeyondRules;
//# sourceMappingURL=readings-b4iko7t6.js.map
