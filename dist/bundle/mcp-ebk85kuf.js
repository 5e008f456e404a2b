'use strict';

const __skillRuntimeRequire = require, __r = require;

require('./chunk-ek5a0qcb.js');

async function handleMcp(io,opts,version){let{serveMcp}=await Promise.resolve().then(function () { return require('./server-h721an7i.js'); });return serveMcp(io,opts,version)}

exports.handleMcp = handleMcp;
//# sourceMappingURL=mcp-ebk85kuf.js.map
