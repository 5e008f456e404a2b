import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-fziefao9.js';
export { C as openVaultTerms } from './run-fziefao9.js';
import './run-sessionsWrites-hegdnj2w.js';
import './run-layout-k63n1cwl.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-rrw9q074.js';
import './chunk-tuw444nb.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-kgex5a1q.js.map
