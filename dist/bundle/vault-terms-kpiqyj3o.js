const __skillRuntimeRequire = require, __r = require;
'use strict';

var run = require('./run-m04nvjar.js');
require('./run-sessionsWrites-hkcebitx.js');
require('./run-layout-d29gh4e4.js');
require('./chunk-b3o36ptr.js');
require('./chunk-oijbh41u.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-hbwwb6qe.js');
require('./chunk-gi1i4okt.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-kpiqyj3o.js.map
