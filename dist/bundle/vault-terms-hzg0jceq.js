'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-c6tsg181.js');
require('./run-sessionsWrites-li6hl2fs.js');
require('./run-layout-ec9ydq5a.js');
require('./chunk-cupzslih.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-m1jfjler.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-kx43uhpr.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-hzg0jceq.js.map
