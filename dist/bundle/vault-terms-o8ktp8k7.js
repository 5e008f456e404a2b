const __skillRuntimeRequire = require, __r = require;
'use strict';

var run = require('./run-gy1hx4s7.js');
require('./run-sessionsWrites-j56rsv7o.js');
require('./run-layout-c7ucofvw.js');
require('./chunk-b3o36ptr.js');
require('./chunk-oijbh41u.js');
require('./chunk-m4ha7mcm.js');
require('./chunk-m68vb73l.js');
require('./chunk-gi1i4okt.js');
require('./chunk-movemt8k.js');
require('./chunk-nm034ocy.js');
require('./chunk-dxzi2i9f.js');
require('./chunk-n6bm46o6.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-o8ktp8k7.js.map
