import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as printResult } from './chunk-jr90beal.js';
export { J as JSON_SCHEMA_VERSION, j as jsonStyle, s as snakeCase } from './chunk-jr90beal.js';
import './chunk-kcjwp7nx.js';
import './chunk-cyvpk62p.js';



export { printResult };
//# sourceMappingURL=json-ctyu5obq.js.map
