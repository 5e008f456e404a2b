import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-cp0ukz40.js';
export { C as openVaultTerms } from './run-cp0ukz40.js';
import './run-sessionsWrites-f2aidt61.js';
import './run-layout-hbbhlau3.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-h28rxsrr.js';
import './chunk-duldwscf.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-i7zcyycj.js.map
