const __skillRuntimeRequire = require, __r = require;
'use strict';

require('./chunk-n6bm46o6.js');

async function handleMcp(io,opts,version){let{serveMcp}=await Promise.resolve().then(function () { return require('./server-ba16l3zj.js'); });return serveMcp(io,opts,version)}

exports.handleMcp = handleMcp;
//# sourceMappingURL=mcp-ffs29wk6.js.map
