const __skillRuntimeRequire = require, __r = require;
'use strict';

require('./chunk-n6bm46o6.js');

async function handleMcp(io,opts,version){let{serveMcp}=await Promise.resolve().then(function () { return require('./server-nwo2wbw7.js'); });return serveMcp(io,opts,version)}

exports.handleMcp = handleMcp;
//# sourceMappingURL=mcp-mxnhzaco.js.map
