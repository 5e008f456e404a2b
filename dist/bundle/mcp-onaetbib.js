'use strict';

const __skillRuntimeRequire = require, __r = require;

require('./chunk-ek5a0qcb.js');

async function handleMcp(io,opts,version){let{serveMcp}=await Promise.resolve().then(function () { return require('./server-ny1v4sik.js'); });return serveMcp(io,opts,version)}

exports.handleMcp = handleMcp;
//# sourceMappingURL=mcp-onaetbib.js.map
