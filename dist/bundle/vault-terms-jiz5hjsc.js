const __skillRuntimeRequire = require, __r = require;
'use strict';

var run = require('./run-s9tqqbil.js');
require('./run-sessionsWrites-lxjhq9ts.js');
require('./run-layout-octbxf5n.js');
require('./chunk-dz9k43j2.js');
require('./chunk-oijbh41u.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-nripwpcn.js');
require('./chunk-ermo0n6i.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-jiz5hjsc.js.map
