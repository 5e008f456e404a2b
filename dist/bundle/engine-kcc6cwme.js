import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-lvjx643h.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-lvjx643h.js';
import './chunk-mjq3thsp.js';
import './chunk-fop3oxto.js';
import './run-cp0ukz40.js';
import './chunk-ojl3n6o6.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-kcc6cwme.js.map
