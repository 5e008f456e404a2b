'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunk5B3ELRM3 = require('./chunk-en0j95ge.js');
require('./run-c6tsg181.js');
require('./run-sessionsWrites-li6hl2fs.js');
require('./run-layout-ec9ydq5a.js');
require('./chunk-ldr960xf.js');
require('./chunk-niq2aqp7.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-n1er33fv.js');
require('./chunk-m1jfjler.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunk5B3ELRM3.READING_CACHE_KIND;
exports.layoutKeyOf = chunk5B3ELRM3.layoutKeyOf;
exports.planRitual = chunk5B3ELRM3.planRitual;
exports.readingCacheFile = chunk5B3ELRM3.readingCacheFile;
exports.readingsBeyondRules = chunk5B3ELRM3.readingsBeyondRules;
//# sourceMappingURL=readings-cnzymk52.js.map
