import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-davzvl4v.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-davzvl4v.js';
import './run-e7mkoxgu.js';
import './run-sessionsWrites-f0bods0d.js';
import './run-layout-m5e6mfth.js';
import './chunk-ezbib7u8.js';
import './chunk-k59a97g4.js';
import './chunk-rrw9q074.js';
import './chunk-imklskcl.js';
import './chunk-c3c3lw45.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-cfgcl1pj.js.map
