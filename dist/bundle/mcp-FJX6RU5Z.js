import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import"./chunk-OJECS5H7.js";async function handleMcp(io,opts,version){let{serveMcp}=await import("./server-3LZH3HND.js");return serveMcp(io,opts,version)}export{handleMcp};
//# sourceMappingURL=mcp-FJX6RU5Z.js.map
