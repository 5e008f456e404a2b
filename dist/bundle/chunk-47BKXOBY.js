import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{writeSync}from"node:fs";function writeAllSync(fd,data){for(let done=0;done<data.byteLength;)done+=writeSync(fd,data,done,data.byteLength-done)}export{writeAllSync};
//# sourceMappingURL=chunk-47BKXOBY.js.map
