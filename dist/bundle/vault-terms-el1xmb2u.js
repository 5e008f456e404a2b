'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-b1ps8k5v.js');
require('./chunk-hwvl4jlt.js');
require('./run-sessionsWrites-hc98ox87.js');
require('./run-layout-brgw226q.js');
require('./chunk-dc7kipgy.js');
require('./chunk-dqml98f0.js');
require('./chunk-cxzqazc2.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-el1xmb2u.js.map
