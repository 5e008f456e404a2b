'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkKAEXGLZ5 = require('./chunk-jfmrxfwl.js');
require('./run-eb9m5rw3.js');
require('./run-sessionsWrites-pbwwa1pj.js');
require('./run-layout-fb3ud78t.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-jrdqrz8n.js');
require('./chunk-ijja0oxm.js');
require('./chunk-n1er33fv.js');
require('./chunk-f0u8d6uc.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunkKAEXGLZ5.READING_CACHE_KIND;
exports.layoutKeyOf = chunkKAEXGLZ5.layoutKeyOf;
exports.planRitual = chunkKAEXGLZ5.planRitual;
exports.readingCacheFile = chunkKAEXGLZ5.readingCacheFile;
exports.readingsBeyondRules = chunkKAEXGLZ5.readingsBeyondRules;
//# sourceMappingURL=readings-etb1346v.js.map
