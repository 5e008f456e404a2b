'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-dy66i9p6.js');
require('./chunk-hwvl4jlt.js');
require('./run-sessionsWrites-d766fv5x.js');
require('./run-layout-4u2xn9bp.js');
require('./chunk-dc7kipgy.js');
require('./chunk-dqml98f0.js');
require('./chunk-ie84nidk.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-hclnkoyq.js.map
