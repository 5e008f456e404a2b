'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-mmhr76mn.js');
require('./chunk-dfbrvexr.js');
require('./run-sessionsWrites-nx0t6n72.js');
require('./run-layout-moxx8vak.js');
require('./chunk-jz7g7kzt.js');
require('./chunk-dqml98f0.js');
require('./chunk-dic7yka7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dkv4knis.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-eayeqi7d.js.map
