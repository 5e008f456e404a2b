'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkMT5BM5GM = require('./chunk-njra4z6o.js');
require('./run-ebzr4b8g.js');
require('./run-sessionsWrites-oo62gzg8.js');
require('./run-layout-dkzcuxol.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-pccjwhqt.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkMT5BM5GM.READING_CACHE_KIND;
exports.layoutKeyOf = chunkMT5BM5GM.layoutKeyOf;
exports.planRitual = chunkMT5BM5GM.planRitual;
exports.readingCacheFile = chunkMT5BM5GM.readingCacheFile;
exports.readingsBeyondRules = chunkMT5BM5GM.readingsBeyondRules;
//# sourceMappingURL=readings-eppchr4e.js.map
