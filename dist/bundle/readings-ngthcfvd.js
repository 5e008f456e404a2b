'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunk2Y225W44 = require('./chunk-eue1mgs4.js');
require('./run-gmr73t9r.js');
require('./run-sessionsWrites-g1vomg49.js');
require('./run-layout-df0fo908.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-h39vj987.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunk2Y225W44.READING_CACHE_KIND;
exports.layoutKeyOf = chunk2Y225W44.layoutKeyOf;
exports.planRitual = chunk2Y225W44.planRitual;
exports.readingCacheFile = chunk2Y225W44.readingCacheFile;
exports.readingsBeyondRules = chunk2Y225W44.readingsBeyondRules;
//# sourceMappingURL=readings-ngthcfvd.js.map
