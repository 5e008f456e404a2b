'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-dwlztytc.js');
require('./chunk-bd5g9yo3.js');
require('./chunk-erqgh7zk.js');
require('./run-kx43aq2l.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-erleeu0m.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-d8frhosh.js.map
