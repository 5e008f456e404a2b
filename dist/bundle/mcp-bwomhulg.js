'use strict';

const __skillRuntimeRequire = require, __r = require;

require('./chunk-ek5a0qcb.js');

async function handleMcp(io,opts,version){let{serveMcp}=await Promise.resolve().then(function () { return require('./server-m5d63t2f.js'); });return serveMcp(io,opts,version)}

exports.handleMcp = handleMcp;
//# sourceMappingURL=mcp-bwomhulg.js.map
