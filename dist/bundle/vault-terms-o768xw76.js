'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-c0pzbuf0.js');
require('./chunk-nu11004t.js');
require('./run-sessionsWrites-m51ptjn1.js');
require('./run-layout-chrmmswr.js');
require('./chunk-jz7g7kzt.js');
require('./chunk-dqml98f0.js');
require('./chunk-ertllxsf.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-mispq0at.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-o768xw76.js.map
