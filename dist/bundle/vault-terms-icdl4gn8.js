'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-ibtuwft4.js');
require('./run-sessionsWrites-ckygvg1b.js');
require('./run-layout-iiwuf26a.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-c19az8pk.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-icdl4gn8.js.map
