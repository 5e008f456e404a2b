import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-oc648civ.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-oc648civ.js';
import './run-gy7f43jd.js';
import './run-sessionsWrites-cc63dt2c.js';
import './run-layout-l6dpw9vu.js';
import './chunk-ganxaf9h.js';
import './chunk-k59a97g4.js';
import './chunk-rrw9q074.js';
import './chunk-imklskcl.js';
import './chunk-39aksmtq.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-dhaomfj3.js.map
