'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-gq21xgay.js');
require('./run-sessionsWrites-c35608mi.js');
require('./run-layout-mhl3347d.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-lud9x7uz.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-fulhs20b.js.map
