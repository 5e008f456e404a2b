'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkJO4XCKU3 = require('./chunk-ew0sbdxi.js');
require('./run-o6i771zs.js');
require('./run-sessionsWrites-if2du6t1.js');
require('./run-layout-g527h8xa.js');
require('./chunk-bime8ba4.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-zmmthf50.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkJO4XCKU3.READING_CACHE_KIND;
exports.layoutKeyOf = chunkJO4XCKU3.layoutKeyOf;
exports.planRitual = chunkJO4XCKU3.planRitual;
exports.readingCacheFile = chunkJO4XCKU3.readingCacheFile;
exports.readingsBeyondRules = chunkJO4XCKU3.readingsBeyondRules;
//# sourceMappingURL=readings-olb0q6s8.js.map
