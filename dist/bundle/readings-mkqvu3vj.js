'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkGXF3VBTU = require('./chunk-l4gp9sq0.js');
require('./run-icbmn90i.js');
require('./run-sessionsWrites-m96lgqzu.js');
require('./run-layout-evh4thak.js');
require('./chunk-ldr960xf.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-l7j9hozj.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkGXF3VBTU.READING_CACHE_KIND;
exports.layoutKeyOf = chunkGXF3VBTU.layoutKeyOf;
exports.planRitual = chunkGXF3VBTU.planRitual;
exports.readingCacheFile = chunkGXF3VBTU.readingCacheFile;
exports.readingsBeyondRules = chunkGXF3VBTU.readingsBeyondRules;
//# sourceMappingURL=readings-mkqvu3vj.js.map
