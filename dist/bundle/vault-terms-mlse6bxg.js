import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-pd9sqpfd.js';
export { C as openVaultTerms } from './run-pd9sqpfd.js';
import './run-sessionsWrites-i4ysndr2.js';
import './run-layout-k3zgbofb.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-rrw9q074.js';
import './chunk-b05v3c9b.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-mlse6bxg.js.map
