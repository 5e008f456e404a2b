import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-lkvsmmjr.js';
export { C as openVaultTerms } from './run-lkvsmmjr.js';
import './run-sessionsWrites-hzz2a6th.js';
import './run-layout-grxf5upr.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-h28rxsrr.js';
import './chunk-cgjwhzer.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-iqx23c6u.js.map
