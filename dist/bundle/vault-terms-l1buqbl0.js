import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { B as termsOfVault } from './run-kmf8n6sh.js';
export { C as openVaultTerms } from './run-kmf8n6sh.js';
import './run-sessionsWrites-6o355sky.js';
import './run-layout-g0rufy3e.js';
import './chunk-ezg18njh.js';
import './chunk-ick0vf9p.js';
import './chunk-rrw9q074.js';
import './chunk-oxk3i0jj.js';
import './chunk-ldn8pv6u.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { termsOfVault };
//# sourceMappingURL=vault-terms-l1buqbl0.js.map
