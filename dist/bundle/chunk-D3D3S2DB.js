import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{createHash}from"node:crypto";function pathsDigest(rels){return createHash("sha256").update(typeof rels=="string"?rels:rels.join("\0")).digest("hex")}export{pathsDigest};
//# sourceMappingURL=chunk-D3D3S2DB.js.map
