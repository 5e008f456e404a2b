'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkZZYZREWU = require('./chunk-m3lhslcw.js');
require('./run-ixhh9tsl.js');
require('./run-sessionsWrites-jdy79cb0.js');
require('./run-layout-g4mlz348.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-jd69q7zd.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkZZYZREWU.READING_CACHE_KIND;
exports.layoutKeyOf = chunkZZYZREWU.layoutKeyOf;
exports.planRitual = chunkZZYZREWU.planRitual;
exports.readingCacheFile = chunkZZYZREWU.readingCacheFile;
exports.readingsBeyondRules = chunkZZYZREWU.readingsBeyondRules;
//# sourceMappingURL=readings-ce1lw0mp.js.map
