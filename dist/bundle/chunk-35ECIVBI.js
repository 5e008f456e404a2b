import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
//# sourceMappingURL=chunk-35ECIVBI.js.map
