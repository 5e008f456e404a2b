'use strict';

const __skillRuntimeRequire = require, __r = require;

var{writeSync}=__r("node:fs"); function writeAllSync(fd,data){for(let done=0;done<data.byteLength;)done+=writeSync(fd,data,done,data.byteLength-done);}

exports.writeAllSync = writeAllSync;
//# sourceMappingURL=chunk-o58cixjd.js.map
