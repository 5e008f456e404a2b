'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-j8581njt.js');
require('./run-sessionsWrites-hlt8d9by.js');
require('./run-layout-lqh5wdt2.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-dxb6eb04.js');
require('./chunk-fy0fdcr3.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-fhdxwpnu.js.map
