'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkJTNPDBWY = require('./chunk-b32mzug8.js');
require('./run-kx43aq2l.js');
require('./run-sessionsWrites-bzcewu0p.js');
require('./run-layout-idgo4h44.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-fpqo8lnu.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkJTNPDBWY.READING_CACHE_KIND;
exports.layoutKeyOf = chunkJTNPDBWY.layoutKeyOf;
exports.planRitual = chunkJTNPDBWY.planRitual;
exports.readingCacheFile = chunkJTNPDBWY.readingCacheFile;
exports.readingsBeyondRules = chunkJTNPDBWY.readingsBeyondRules;
//# sourceMappingURL=readings-kjxfjuht.js.map
