import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-m841h5hr.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-m841h5hr.js';
import './run-bd44rme3.js';
import './run-sessionsWrites-g16lc76j.js';
import './run-layout-i7tco1xf.js';
import './chunk-ojl3n6o6.js';
import './chunk-jr90beal.js';
import './chunk-h28rxsrr.js';
import './chunk-imklskcl.js';
import './chunk-mw1rggqs.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-npzqxvma.js.map
