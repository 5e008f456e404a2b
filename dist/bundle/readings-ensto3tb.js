'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkIWP4WWDS = require('./chunk-eupaplk8.js');
require('./run-jr9nf6on.js');
require('./run-sessionsWrites-b87uw98e.js');
require('./run-layout-f4n04hbu.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-ke427ncs.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkIWP4WWDS.READING_CACHE_KIND;
exports.layoutKeyOf = chunkIWP4WWDS.layoutKeyOf;
exports.planRitual = chunkIWP4WWDS.planRitual;
exports.readingCacheFile = chunkIWP4WWDS.readingCacheFile;
exports.readingsBeyondRules = chunkIWP4WWDS.readingsBeyondRules;
//# sourceMappingURL=readings-ensto3tb.js.map
