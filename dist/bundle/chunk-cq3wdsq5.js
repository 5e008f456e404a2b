'use strict';

const __skillRuntimeRequire = require, __r = require;

var{createHash}=__r("node:crypto"); function pathsDigest(rels){let digest=pathsDigester();return digest.add(typeof rels=="string"?rels:rels.join("\0")),digest.end()}function pathsDigester(){let hash=createHash("sha256"),first=!0;return {add(joined){first||hash.update("\0"),first=!1,hash.update(joined);},end:()=>hash.digest("hex")}}

exports.pathsDigest = pathsDigest;
exports.pathsDigester = pathsDigester;
//# sourceMappingURL=chunk-cq3wdsq5.js.map
