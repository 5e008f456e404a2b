'use strict';

const __skillRuntimeRequire = require, __r = require;

require('./chunk-la1qyy3g.js');

async function handleMcp(io,opts,version){let{serveMcp}=await Promise.resolve().then(function () { return require('./server-mf2sv5nu.js'); });return serveMcp(io,opts,version)}

exports.handleMcp = handleMcp;
//# sourceMappingURL=mcp-ilgtxts1.js.map
