import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-ntnr5o2a.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-ntnr5o2a.js';
import './run-pd9sqpfd.js';
import './run-sessionsWrites-i4ysndr2.js';
import './run-layout-k3zgbofb.js';
import './chunk-ezbib7u8.js';
import './chunk-k59a97g4.js';
import './chunk-rrw9q074.js';
import './chunk-imklskcl.js';
import './chunk-b05v3c9b.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-nfdq50ah.js.map
