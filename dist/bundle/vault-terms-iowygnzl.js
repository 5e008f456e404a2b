import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-k6sbi2x1.js';
export { C as openVaultTerms } from './run-k6sbi2x1.js';
import './run-sessionsWrites-k77h5ek8.js';
import './run-layout-m43fo8co.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-rrw9q074.js';
import './chunk-gn4ubgb3.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-iowygnzl.js.map
