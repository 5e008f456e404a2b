'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkI4I23CTQ = require('./chunk-ip7eywd5.js');
require('./run-gq21xgay.js');
require('./run-sessionsWrites-c35608mi.js');
require('./run-layout-mhl3347d.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-lud9x7uz.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkI4I23CTQ.READING_CACHE_KIND;
exports.layoutKeyOf = chunkI4I23CTQ.layoutKeyOf;
exports.planRitual = chunkI4I23CTQ.planRitual;
exports.readingCacheFile = chunkI4I23CTQ.readingCacheFile;
exports.readingsBeyondRules = chunkI4I23CTQ.readingsBeyondRules;
//# sourceMappingURL=readings-n72bda54.js.map
