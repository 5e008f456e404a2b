import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { g as runProgram } from './run-layout-k3zgbofb.js';
import './chunk-cyvpk62p.js';



export { runProgram };
//# sourceMappingURL=program-bp1wr1zh.js.map
