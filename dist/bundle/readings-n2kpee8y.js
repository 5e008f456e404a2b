'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunk2GTZDZJH = require('./chunk-om4hqsr4.js');
require('./run-dy66i9p6.js');
require('./chunk-ibc2a9o1.js');
require('./run-sessionsWrites-d766fv5x.js');
require('./run-layout-4u2xn9bp.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-ie84nidk.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunk2GTZDZJH.READING_CACHE_KIND;
exports.layoutKeyOf = chunk2GTZDZJH.layoutKeyOf;
exports.planRitual = chunk2GTZDZJH.planRitual;
exports.readingCacheFile = chunk2GTZDZJH.readingCacheFile;
exports.readingsBeyondRules = chunk2GTZDZJH.readingsBeyondRules;
//# sourceMappingURL=readings-n2kpee8y.js.map
