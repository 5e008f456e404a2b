'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkWKZHFQH7 = require('./chunk-ge8ur0yz.js');
require('./run-mmhr76mn.js');
require('./chunk-ibc2a9o1.js');
require('./run-sessionsWrites-nx0t6n72.js');
require('./run-layout-moxx8vak.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-dic7yka7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dkv4knis.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkWKZHFQH7.READING_CACHE_KIND;
exports.layoutKeyOf = chunkWKZHFQH7.layoutKeyOf;
exports.planRitual = chunkWKZHFQH7.planRitual;
exports.readingCacheFile = chunkWKZHFQH7.readingCacheFile;
exports.readingsBeyondRules = chunkWKZHFQH7.readingsBeyondRules;
//# sourceMappingURL=readings-pdiey9lk.js.map
