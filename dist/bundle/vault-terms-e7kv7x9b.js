'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-f18a22b6.js');
require('./chunk-ga1b2y8w.js');
require('./run-sessionsWrites-kgadesg2.js');
require('./run-layout-j8c4virf.js');
require('./chunk-jz7g7kzt.js');
require('./chunk-dqml98f0.js');
require('./chunk-xehgwab7.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-mtxllgnj.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-e7kv7x9b.js.map
