'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkNL523VWS = require('./chunk-bjl8e7tw.js');
require('./run-vszuc4g4.js');
require('./run-sessionsWrites-m47aeyh9.js');
require('./run-layout-pcfvfm23.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-kic4m3wi.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkNL523VWS.READING_CACHE_KIND;
exports.layoutKeyOf = chunkNL523VWS.layoutKeyOf;
exports.planRitual = chunkNL523VWS.planRitual;
exports.readingCacheFile = chunkNL523VWS.readingCacheFile;
exports.readingsBeyondRules = chunkNL523VWS.readingsBeyondRules;
//# sourceMappingURL=readings-jz3jkv0j.js.map
