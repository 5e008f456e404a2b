import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
function byCodeUnit(a,b){return a<b?-1:a>b?1:0}

var{writeSync}=__r("node:fs"); function writeAllSync(fd,data){for(let done=0;done<data.byteLength;)done+=writeSync(fd,data,done,data.byteLength-done);}

export { byCodeUnit as b, writeAllSync as w };
//# sourceMappingURL=chunk-ot3hqoft.js.map
