'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkZPCODZNX = require('./chunk-e1w8u1zn.js');
require('./run-k1jy8w7e.js');
require('./run-sessionsWrites-g3tygjn7.js');
require('./run-layout-g6blb3s9.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-jfcbaevq.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkZPCODZNX.READING_CACHE_KIND;
exports.layoutKeyOf = chunkZPCODZNX.layoutKeyOf;
exports.planRitual = chunkZPCODZNX.planRitual;
exports.readingCacheFile = chunkZPCODZNX.readingCacheFile;
exports.readingsBeyondRules = chunkZPCODZNX.readingsBeyondRules;
//# sourceMappingURL=readings-cuimk7oc.js.map
