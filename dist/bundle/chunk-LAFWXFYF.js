import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
var{createHash}=__r("node:crypto"); function pathsDigest(rels){return createHash("sha256").update(typeof rels=="string"?rels:rels.join("\0")).digest("hex")}export{pathsDigest};
//# sourceMappingURL=chunk-LAFWXFYF.js.map
