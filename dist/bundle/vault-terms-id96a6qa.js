'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-o2c79kp2.js');
require('./chunk-dfbrvexr.js');
require('./run-sessionsWrites-cq8h7mil.js');
require('./run-layout-o5qy0xt6.js');
require('./chunk-jz7g7kzt.js');
require('./chunk-dqml98f0.js');
require('./chunk-l5n0ecrz.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dkv4knis.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-id96a6qa.js.map
