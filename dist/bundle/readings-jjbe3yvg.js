'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkHKM3PERF = require('./chunk-ir83ye4z.js');
require('./run-g54j7g7b.js');
require('./run-sessionsWrites-nvde390h.js');
require('./run-layout-kvc2hcza.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-0driy5tw.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkHKM3PERF.READING_CACHE_KIND;
exports.layoutKeyOf = chunkHKM3PERF.layoutKeyOf;
exports.planRitual = chunkHKM3PERF.planRitual;
exports.readingCacheFile = chunkHKM3PERF.readingCacheFile;
exports.readingsBeyondRules = chunkHKM3PERF.readingsBeyondRules;
//# sourceMappingURL=readings-jjbe3yvg.js.map
