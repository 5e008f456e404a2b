'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-ebzr4b8g.js');
require('./run-sessionsWrites-oo62gzg8.js');
require('./run-layout-dkzcuxol.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-pccjwhqt.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-m8na7nyy.js.map
