'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkP5M5NUPC = require('./chunk-xu8uapwu.js');
require('./run-diyghmve.js');
require('./run-sessionsWrites-gief79xc.js');
require('./run-layout-jlepsz16.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-l86by0f7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkP5M5NUPC.READING_CACHE_KIND;
exports.layoutKeyOf = chunkP5M5NUPC.layoutKeyOf;
exports.planRitual = chunkP5M5NUPC.planRitual;
exports.readingCacheFile = chunkP5M5NUPC.readingCacheFile;
exports.readingsBeyondRules = chunkP5M5NUPC.readingsBeyondRules;
//# sourceMappingURL=readings-fyzgey2g.js.map
