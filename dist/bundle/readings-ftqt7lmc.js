'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunk4L6M7BLZ = require('./chunk-nh1ol2oj.js');
require('./run-e0tsy2ru.js');
require('./run-sessionsWrites-hdolzo5b.js');
require('./run-layout-do8i68ph.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-m44hwv3p.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunk4L6M7BLZ.READING_CACHE_KIND;
exports.layoutKeyOf = chunk4L6M7BLZ.layoutKeyOf;
exports.planRitual = chunk4L6M7BLZ.planRitual;
exports.readingCacheFile = chunk4L6M7BLZ.readingCacheFile;
exports.readingsBeyondRules = chunk4L6M7BLZ.readingsBeyondRules;
//# sourceMappingURL=readings-ftqt7lmc.js.map
