import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-lq1nmu4p.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-lq1nmu4p.js';
import './chunk-mucll9az.js';
import './chunk-igdkbwt7.js';
import './run-kha8fg5z.js';
import './chunk-ezbib7u8.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-9jv21iaf.js.map
