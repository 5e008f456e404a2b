'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-ltfonxt3.js');
require('./chunk-b36zi78d.js');
require('./run-sessionsWrites-nro3ock9.js');
require('./run-layout-bce7x19t.js');
require('./chunk-jz7g7kzt.js');
require('./chunk-dqml98f0.js');
require('./chunk-nwsvcyyl.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-mx8bxvjb.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-ft9rs5ja.js.map
