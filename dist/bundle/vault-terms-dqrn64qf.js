const __skillRuntimeRequire = require, __r = require;
'use strict';

var run = require('./run-i3b7mqbr.js');
require('./run-sessionsWrites-b86dslfl.js');
require('./run-layout-moymxzrv.js');
require('./chunk-dz9k43j2.js');
require('./chunk-oijbh41u.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-h9x68ino.js');
require('./chunk-ermo0n6i.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-dqrn64qf.js.map
