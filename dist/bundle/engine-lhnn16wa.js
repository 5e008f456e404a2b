'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkO4WBSAOO = require('./chunk-mu2tnlbn.js');
require('./chunk-9mh5g8ll.js');
require('./chunk-erqgh7zk.js');
require('./run-jjvl1bpd.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-dnuzmcfl.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.allTiersLocal = chunkO4WBSAOO.allTiersLocal;
exports.openEngine = chunkO4WBSAOO.openEngine;
exports.recordUsage = chunkO4WBSAOO.recordUsage;
exports.wantsClaude = chunkO4WBSAOO.wantsClaude;
//# sourceMappingURL=engine-lhnn16wa.js.map
