'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkOZNM7OWT = require('./chunk-erp4pvbq.js');
require('./run-o2c79kp2.js');
require('./chunk-ibc2a9o1.js');
require('./run-sessionsWrites-cq8h7mil.js');
require('./run-layout-o5qy0xt6.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-l5n0ecrz.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dkv4knis.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkOZNM7OWT.READING_CACHE_KIND;
exports.layoutKeyOf = chunkOZNM7OWT.layoutKeyOf;
exports.planRitual = chunkOZNM7OWT.planRitual;
exports.readingCacheFile = chunkOZNM7OWT.readingCacheFile;
exports.readingsBeyondRules = chunkOZNM7OWT.readingsBeyondRules;
//# sourceMappingURL=readings-cebwn2ca.js.map
