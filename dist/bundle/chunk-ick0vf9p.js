import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
var{createHash}=__r("node:crypto"); function pathsDigest(rels){let digest=pathsDigester();return digest.add(typeof rels=="string"?rels:rels.join("\0")),digest.end()}function pathsDigester(){let hash=createHash("sha256"),first=!0;return {add(joined){first||hash.update("\0"),first=!1,hash.update(joined);},end:()=>hash.digest("hex")}}

export { pathsDigester as a, pathsDigest as p };
//# sourceMappingURL=chunk-ick0vf9p.js.map
