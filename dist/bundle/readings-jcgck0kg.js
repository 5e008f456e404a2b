'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkESRXHMJV = require('./chunk-ki18hh6r.js');
require('./run-ld0aggei.js');
require('./run-sessionsWrites-i07ww5pg.js');
require('./run-layout-czz8ptzv.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-ln7xdfmb.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-pcguv2kt.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkESRXHMJV.READING_CACHE_KIND;
exports.layoutKeyOf = chunkESRXHMJV.layoutKeyOf;
exports.planRitual = chunkESRXHMJV.planRitual;
exports.readingCacheFile = chunkESRXHMJV.readingCacheFile;
exports.readingsBeyondRules = chunkESRXHMJV.readingsBeyondRules;
//# sourceMappingURL=readings-jcgck0kg.js.map
