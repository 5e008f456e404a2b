import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-bz59cqwo.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-bz59cqwo.js';
import './chunk-hthzpwpt.js';
import './chunk-o4bly9c5.js';
import './run-jspjohhs.js';
import './chunk-ganxaf9h.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-icq21eem.js.map
