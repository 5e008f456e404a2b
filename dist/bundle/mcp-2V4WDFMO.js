import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import"./chunk-KCPOFPHK.js";async function handleMcp(io,opts,version){let{serveMcp}=await import("./server-5BAGRL26.js");return serveMcp(io,opts,version)}export{handleMcp};
//# sourceMappingURL=mcp-2V4WDFMO.js.map
