'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-c0f09lao.js');
require('./run-sessionsWrites-ed7t2peu.js');
require('./run-layout-oxepohip.js');
require('./chunk-cupzslih.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-i0bsvxic.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-ocj6k8t2.js.map
