import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-ot6gvybw.js';
export { C as openVaultTerms } from './run-ot6gvybw.js';
import './run-sessionsWrites-k52ik5lg.js';
import './run-layout-kmxp82nt.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-h28rxsrr.js';
import './chunk-o3r9vj2l.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-ot3hqoft.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-e3qgymu0.js.map
