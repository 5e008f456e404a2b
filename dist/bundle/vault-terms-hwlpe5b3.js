'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-nyo0wb5q.js');
require('./run-sessionsWrites-ntl3fnll.js');
require('./run-layout-jm9pokkq.js');
require('./chunk-cupzslih.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-khis2kie.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-hwlpe5b3.js.map
