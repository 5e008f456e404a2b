import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-j6ynwya4.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-j6ynwya4.js';
import './chunk-duyguenl.js';
import './chunk-igdkbwt7.js';
import './run-pd9sqpfd.js';
import './chunk-ezbib7u8.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-m4wwv3zm.js.map
