import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import './chunk-cyvpk62p.js';

async function handleMcp(io,opts,version){let{serveMcp}=await import('./server-bl81lsak.js');return serveMcp(io,opts,version)}

export { handleMcp };
//# sourceMappingURL=mcp-f990jpfr.js.map
