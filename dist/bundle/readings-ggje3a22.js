'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkL6DCBHUG = require('./chunk-pbiscyqo.js');
require('./run-iykgjssb.js');
require('./run-sessionsWrites-ggwg6uzv.js');
require('./run-layout-d7r30pr7.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-i4t0hj6d.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkL6DCBHUG.READING_CACHE_KIND;
exports.layoutKeyOf = chunkL6DCBHUG.layoutKeyOf;
exports.planRitual = chunkL6DCBHUG.planRitual;
exports.readingCacheFile = chunkL6DCBHUG.readingCacheFile;
exports.readingsBeyondRules = chunkL6DCBHUG.readingsBeyondRules;
//# sourceMappingURL=readings-ggje3a22.js.map
