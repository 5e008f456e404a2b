const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunkQK5ILUTR = require('./chunk-l9v5n1j2.js');
require('./run-gy1hx4s7.js');
require('./run-sessionsWrites-j56rsv7o.js');
require('./run-layout-c7ucofvw.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-iuucw2fi.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-drpu4fbv.js');
require('./chunk-m68vb73l.js');
require('./chunk-gi1i4okt.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.READING_CACHE_KIND = chunkQK5ILUTR.READING_CACHE_KIND;
exports.layoutKeyOf = chunkQK5ILUTR.layoutKeyOf;
exports.planRitual = chunkQK5ILUTR.planRitual;
exports.readingCacheFile = chunkQK5ILUTR.readingCacheFile;
exports.readingsBeyondRules = chunkQK5ILUTR.readingsBeyondRules;
//# sourceMappingURL=readings-ldz0746b.js.map
