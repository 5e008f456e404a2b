import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-c6wetlqj.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-c6wetlqj.js';
import './chunk-n6fr2qk0.js';
import './chunk-igdkbwt7.js';
import './run-nsoa68nc.js';
import './chunk-ezbib7u8.js';
import './chunk-kcjwp7nx.js';
import './chunk-os73ud6r.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-jmhexnji.js.map
