import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-ea7dutc7.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-ea7dutc7.js';
import './run-ot6gvybw.js';
import './run-sessionsWrites-k52ik5lg.js';
import './run-layout-kmxp82nt.js';
import './chunk-ld96te0m.js';
import './chunk-jr90beal.js';
import './chunk-h28rxsrr.js';
import './chunk-imklskcl.js';
import './chunk-o3r9vj2l.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-ot3hqoft.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-dbekf7lp.js.map
