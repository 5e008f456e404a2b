'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-eb9m5rw3.js');
require('./run-sessionsWrites-pbwwa1pj.js');
require('./run-layout-fb3ud78t.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-ijja0oxm.js');
require('./chunk-f0u8d6uc.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-goetg1m7.js.map
