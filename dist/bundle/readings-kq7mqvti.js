'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkPU4RQB3V = require('./chunk-j9kju5ly.js');
require('./run-fvchjkks.js');
require('./chunk-fjkdx8pq.js');
require('./run-sessionsWrites-jtetnghe.js');
require('./run-layout-mc3iaxq7.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-ijh0au0p.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkPU4RQB3V.READING_CACHE_KIND;
exports.layoutKeyOf = chunkPU4RQB3V.layoutKeyOf;
exports.planRitual = chunkPU4RQB3V.planRitual;
exports.readingCacheFile = chunkPU4RQB3V.readingCacheFile;
exports.readingsBeyondRules = chunkPU4RQB3V.readingsBeyondRules;
//# sourceMappingURL=readings-kq7mqvti.js.map
