import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-fbzsevbf.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-fbzsevbf.js';
import './run-lkvsmmjr.js';
import './run-sessionsWrites-hzz2a6th.js';
import './run-layout-grxf5upr.js';
import './chunk-ojl3n6o6.js';
import './chunk-jr90beal.js';
import './chunk-h28rxsrr.js';
import './chunk-imklskcl.js';
import './chunk-cgjwhzer.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-kliwv5jl.js.map
