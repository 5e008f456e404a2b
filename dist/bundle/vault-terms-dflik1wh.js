'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-ld0aggei.js');
require('./run-sessionsWrites-i07ww5pg.js');
require('./run-layout-czz8ptzv.js');
require('./chunk-doaps21o.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-f5bu6ugp.js');
require('./chunk-ln7xdfmb.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-pcguv2kt.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-dflik1wh.js.map
