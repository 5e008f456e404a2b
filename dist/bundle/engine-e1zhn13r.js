const __skillRuntimeRequire = require, __r = require;
'use strict';

var chunk76MUFPZK = require('./chunk-o5wr65yk.js');
require('./chunk-mqcz0cz6.js');
require('./chunk-k9ulpohs.js');
require('./run-m04nvjar.js');
require('./chunk-hi0sl0x0.js');
require('./chunk-ga7r0dy6.js');
require('./chunk-gi1i4okt.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.allTiersLocal = chunk76MUFPZK.allTiersLocal;
exports.openEngine = chunk76MUFPZK.openEngine;
exports.recordUsage = chunk76MUFPZK.recordUsage;
exports.wantsClaude = chunk76MUFPZK.wantsClaude;
//# sourceMappingURL=engine-e1zhn13r.js.map
