'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-e0tsy2ru.js');
require('./run-sessionsWrites-hdolzo5b.js');
require('./run-layout-do8i68ph.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-ijja0oxm.js');
require('./chunk-m44hwv3p.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-kq6rsyw1.js.map
