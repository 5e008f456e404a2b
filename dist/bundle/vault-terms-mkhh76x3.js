'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-ixhh9tsl.js');
require('./run-sessionsWrites-jdy79cb0.js');
require('./run-layout-g4mlz348.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-ijja0oxm.js');
require('./chunk-jd69q7zd.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-mkhh76x3.js.map
