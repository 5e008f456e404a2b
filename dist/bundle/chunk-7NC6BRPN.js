import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
function byCodeUnit(a,b){return a<b?-1:a>b?1:0}export{byCodeUnit};
//# sourceMappingURL=chunk-7NC6BRPN.js.map
