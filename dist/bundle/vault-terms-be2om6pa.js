'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-icbmn90i.js');
require('./run-sessionsWrites-m96lgqzu.js');
require('./run-layout-evh4thak.js');
require('./chunk-cupzslih.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-l7j9hozj.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-be2om6pa.js.map
