'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-lcsg4edf.js');
require('./chunk-hwvl4jlt.js');
require('./run-sessionsWrites-i0pxkibi.js');
require('./run-layout-e3her3hw.js');
require('./chunk-dc7kipgy.js');
require('./chunk-dqml98f0.js');
require('./chunk-6pfknbo8.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-jf2m3am8.js.map
