import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-jf0jcwvv.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-jf0jcwvv.js';
import './run-jeszpq22.js';
import './run-sessionsWrites-ni2u52ha.js';
import './run-layout-b83defqn.js';
import './chunk-ld96te0m.js';
import './chunk-jr90beal.js';
import './chunk-h28rxsrr.js';
import './chunk-imklskcl.js';
import './chunk-hr1ma84e.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-ot3hqoft.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-hfg16mf2.js.map
