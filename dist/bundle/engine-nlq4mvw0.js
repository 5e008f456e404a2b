'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-76bmxag4.js');
require('./chunk-pahx47wq.js');
require('./chunk-erqgh7zk.js');
require('./run-gmr73t9r.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-erleeu0m.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-nlq4mvw0.js.map
