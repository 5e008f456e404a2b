'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-jjvl1bpd.js');
require('./run-sessionsWrites-dtxsz92u.js');
require('./run-layout-myjoza4n.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-dxb6eb04.js');
require('./chunk-v2ow507s.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-icqebyfv.js.map
