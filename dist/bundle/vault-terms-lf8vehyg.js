'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-ngjhct7g.js');
require('./chunk-j9orh5z2.js');
require('./run-sessionsWrites-jdf25kwf.js');
require('./run-layout-eu0r8rz9.js');
require('./chunk-jz7g7kzt.js');
require('./chunk-dqml98f0.js');
require('./chunk-6nwwme3j.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-mispq0at.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-lf8vehyg.js.map
