'use strict';

const __skillRuntimeRequire = require, __r = require;

require('./chunk-ek5a0qcb.js');

async function handleMcp(io,opts,version){let{serveMcp}=await Promise.resolve().then(function () { return require('./server-e7vjjesp.js'); });return serveMcp(io,opts,version)}

exports.handleMcp = handleMcp;
//# sourceMappingURL=mcp-bo76je5k.js.map
