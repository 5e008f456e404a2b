import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-k7z4q3yv.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-k7z4q3yv.js';
import './chunk-lx2q2gs9.js';
import './chunk-fop3oxto.js';
import './run-lkvsmmjr.js';
import './chunk-ojl3n6o6.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-kw486a84.js.map
