import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-ltd6rnrk.js';
export { C as openVaultTerms } from './run-ltd6rnrk.js';
import './run-sessionsWrites-mhxuomlj.js';
import './run-layout-f1w4gftk.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-rrw9q074.js';
import './chunk-cjphq91a.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-or7jjfe9.js.map
