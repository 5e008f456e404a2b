'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-k1jy8w7e.js');
require('./run-sessionsWrites-g3tygjn7.js');
require('./run-layout-g6blb3s9.js');
require('./chunk-cupzslih.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-jfcbaevq.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-kspcwiyl.js.map
