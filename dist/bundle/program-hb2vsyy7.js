import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { g as runProgram } from './run-layout-g0rufy3e.js';
import './chunk-cyvpk62p.js';



export { runProgram };
//# sourceMappingURL=program-hb2vsyy7.js.map
