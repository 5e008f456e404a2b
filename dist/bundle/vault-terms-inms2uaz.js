import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-jeszpq22.js';
export { C as openVaultTerms } from './run-jeszpq22.js';
import './run-sessionsWrites-ni2u52ha.js';
import './run-layout-b83defqn.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-h28rxsrr.js';
import './chunk-hr1ma84e.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-ot3hqoft.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-inms2uaz.js.map
