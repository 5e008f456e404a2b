import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as planRitual, r as readingsBeyondRules, l as layoutKeyOf } from './chunk-dx7c01dt.js';
export { R as READING_CACHE_KIND, a as readingCacheFile } from './chunk-dx7c01dt.js';
import './run-nsoa68nc.js';
import './run-sessionsWrites-jmpf6n2p.js';
import './run-layout-hd6gijqv.js';
import './chunk-ezbib7u8.js';
import './chunk-k59a97g4.js';
import './chunk-rrw9q074.js';
import './chunk-imklskcl.js';
import './chunk-baman3sc.js';
import './chunk-os73ud6r.js';
import './chunk-bb351w6y.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { layoutKeyOf, planRitual, readingsBeyondRules };
//# sourceMappingURL=readings-nptczcqq.js.map
