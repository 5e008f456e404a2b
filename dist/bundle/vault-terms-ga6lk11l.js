'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-jja6avdo.js');
require('./run-sessionsWrites-c7wqzqzc.js');
require('./run-layout-kacyy71j.js');
require('./chunk-cupzslih.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-o1vk1jr0.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-pcguv2kt.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-ga6lk11l.js.map
