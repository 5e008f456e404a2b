import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
//# sourceMappingURL=chunk-WUX7LWNS.js.map
