'use strict';

const __skillRuntimeRequire = require, __r = require;

require('./chunk-ek5a0qcb.js');

async function handleMcp(io,opts,version){let{serveMcp}=await Promise.resolve().then(function () { return require('./server-f80oxg11.js'); });return serveMcp(io,opts,version)}

exports.handleMcp = handleMcp;
//# sourceMappingURL=mcp-douwc02v.js.map
