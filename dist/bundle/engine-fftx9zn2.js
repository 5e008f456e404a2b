import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { w as wantsClaude, o as openEngine } from './chunk-f46h24pb.js';
export { a as allTiersLocal, r as recordUsage } from './chunk-f46h24pb.js';
import './chunk-cqdadeyl.js';
import './chunk-jvpw3k96.js';
import './run-kmf8n6sh.js';
import './chunk-ezbib7u8.js';
import './chunk-kcjwp7nx.js';
import './chunk-ldn8pv6u.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';



export { openEngine, wantsClaude };
//# sourceMappingURL=engine-fftx9zn2.js.map
