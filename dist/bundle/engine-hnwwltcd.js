import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-el93b70k.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-el93b70k.js';
import './chunk-gbbzbmtt.js';
import './chunk-lilgs1ej.js';
import './run-ot6gvybw.js';
import './chunk-ld96te0m.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-ot3hqoft.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-hnwwltcd.js.map
