import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import './chunk-cyvpk62p.js';

async function handleMcp(io,opts,version){let{serveMcp}=await import('./server-g6k6rves.js');return serveMcp(io,opts,version)}

export { handleMcp };
//# sourceMappingURL=mcp-eaux9ekg.js.map
