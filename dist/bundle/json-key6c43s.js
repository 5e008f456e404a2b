import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as printResult } from './chunk-k59a97g4.js';
export { J as JSON_SCHEMA_VERSION, j as jsonStyle, s as snakeCase } from './chunk-k59a97g4.js';
import './chunk-kcjwp7nx.js';
import './chunk-cyvpk62p.js';



export { printResult };
//# sourceMappingURL=json-key6c43s.js.map
