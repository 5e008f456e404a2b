import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-m96q95un.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-m96q95un.js';
import './chunk-gh1wf6u3.js';
import './chunk-o4bly9c5.js';
import './run-gy7f43jd.js';
import './chunk-ganxaf9h.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-k9ya5klv.js.map
