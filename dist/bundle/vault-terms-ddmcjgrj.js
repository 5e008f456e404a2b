'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-jr9nf6on.js');
require('./run-sessionsWrites-b87uw98e.js');
require('./run-layout-f4n04hbu.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-ijja0oxm.js');
require('./chunk-ke427ncs.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-ddmcjgrj.js.map
