'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-gmr73t9r.js');
require('./run-sessionsWrites-g1vomg49.js');
require('./run-layout-df0fo908.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-ijja0oxm.js');
require('./chunk-h39vj987.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-d6vdgih2.js.map
