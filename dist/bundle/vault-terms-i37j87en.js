'use strict';

const __skillRuntimeRequire = require, __r = require;

var run = require('./run-kx43aq2l.js');
require('./run-sessionsWrites-bzcewu0p.js');
require('./run-layout-idgo4h44.js');
require('./chunk-o52bwriy.js');
require('./chunk-cq3wdsq5.js');
require('./chunk-ijja0oxm.js');
require('./chunk-fpqo8lnu.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.openVaultTerms = run.openVaultTerms;
exports.termsOfVault = run.termsOfVault;
//# sourceMappingURL=vault-terms-i37j87en.js.map
