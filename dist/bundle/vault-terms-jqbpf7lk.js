import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-e7mkoxgu.js';
export { C as openVaultTerms } from './run-e7mkoxgu.js';
import './run-sessionsWrites-f0bods0d.js';
import './run-layout-m5e6mfth.js';
import './chunk-mrpj95kp.js';
import './chunk-ick0vf9p.js';
import './chunk-rrw9q074.js';
import './chunk-c3c3lw45.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-jqbpf7lk.js.map
