'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunk4LGQNRKX = require('./chunk-jy3u3o1z.js');
require('./run-jja6avdo.js');
require('./run-sessionsWrites-c7wqzqzc.js');
require('./run-layout-kacyy71j.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-o1vk1jr0.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-pcguv2kt.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunk4LGQNRKX.READING_CACHE_KIND;
exports.layoutKeyOf = chunk4LGQNRKX.layoutKeyOf;
exports.planRitual = chunk4LGQNRKX.planRitual;
exports.readingCacheFile = chunk4LGQNRKX.readingCacheFile;
exports.readingsBeyondRules = chunk4LGQNRKX.readingsBeyondRules;
//# sourceMappingURL=readings-imx80xly.js.map
