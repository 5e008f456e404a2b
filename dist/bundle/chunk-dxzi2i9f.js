const __skillRuntimeRequire = require, __r = require;
'use strict';

var{writeSync}=__r("node:fs"); function writeAllSync(fd,data){for(let done=0;done<data.byteLength;)done+=writeSync(fd,data,done,data.byteLength-done);}

exports.writeAllSync = writeAllSync;
//# sourceMappingURL=chunk-dxzi2i9f.js.map
