import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
var{createHash}=__r("node:crypto"); function pathsDigest(rels){return createHash("sha256").update(typeof rels=="string"?rels:rels.join("\0")).digest("hex")}function pathsDigester(){let hash=createHash("sha256"),first=!0;return{add(joined){first||hash.update("\0"),hash.update(joined),first=!1},digest:()=>hash.digest("hex")}}export{pathsDigest,pathsDigester};
//# sourceMappingURL=chunk-LRJSQ2G7.js.map
