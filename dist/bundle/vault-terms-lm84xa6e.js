'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-vszuc4g4.js');
require('./run-sessionsWrites-m47aeyh9.js');
require('./run-layout-pcfvfm23.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-ijja0oxm.js');
require('./chunk-kic4m3wi.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-lm84xa6e.js.map
