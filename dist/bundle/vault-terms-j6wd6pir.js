'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-g54j7g7b.js');
require('./run-sessionsWrites-nvde390h.js');
require('./run-layout-kvc2hcza.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-0driy5tw.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-j6wd6pir.js.map
