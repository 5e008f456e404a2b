import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-forbyyaa.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-forbyyaa.js';
import './chunk-nkskp35y.js';
import './chunk-lilgs1ej.js';
import './run-jeszpq22.js';
import './chunk-ld96te0m.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-ot3hqoft.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-o1vo4gcd.js.map
