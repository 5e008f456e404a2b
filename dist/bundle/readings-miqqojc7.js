import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-n0ifgzxd.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-n0ifgzxd.js';
import './run-kmf8n6sh.js';
import './run-sessionsWrites-6o355sky.js';
import './run-layout-g0rufy3e.js';
import './chunk-ezbib7u8.js';
import './chunk-k59a97g4.js';
import './chunk-rrw9q074.js';
import './chunk-imklskcl.js';
import './chunk-oxk3i0jj.js';
import './chunk-ldn8pv6u.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-miqqojc7.js.map
