'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-diyghmve.js');
require('./run-sessionsWrites-gief79xc.js');
require('./run-layout-jlepsz16.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-ijja0oxm.js');
require('./chunk-l86by0f7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-kr8uakqv.js.map
