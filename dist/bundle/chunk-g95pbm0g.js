import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
var{writeSync}=__r("node:fs"); function writeAllSync(fd,data){for(let done=0;done<data.byteLength;)done+=writeSync(fd,data,done,data.byteLength-done);}

export { writeAllSync as w };
//# sourceMappingURL=chunk-g95pbm0g.js.map
