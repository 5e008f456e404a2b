import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-ervudj47.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-ervudj47.js';
import './run-cp0ukz40.js';
import './run-sessionsWrites-f2aidt61.js';
import './run-layout-hbbhlau3.js';
import './chunk-ojl3n6o6.js';
import './chunk-jr90beal.js';
import './chunk-h28rxsrr.js';
import './chunk-imklskcl.js';
import './chunk-duldwscf.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-nbxz1hj8.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-kjy40aea.js.map
