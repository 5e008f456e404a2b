'use strict';

const __skillRuntimeRequire = require, __r = require;

var{statSync}=__r("node:fs"); var STAT_OPTIONS={throwIfNoEntry:!1};function statInto(scan,vault,k){try{let st=statSync(`${vault}/${scan.rels[k]}`,STAT_OPTIONS);scan.mtime[k]=st?st.mtimeMs:NaN,scan.size[k]=st?st.size:NaN;}catch{scan.mtime[k]=NaN,scan.size[k]=NaN;}}function batchOf(notes){return {paths:notes.join("\0"),...sharedStats(notes.length)}}var STAT_CHUNK=512;function sharedStats(count){return {mtime:new Float64Array(new SharedArrayBuffer(count*8)),size:new Float64Array(new SharedArrayBuffer(count*8)),counters:new Int32Array(new SharedArrayBuffer(8))}}function statClaimed(vault,rels,stats,chunks=1/0){let scan={rels,mtime:stats.mtime,size:stats.size};for(let done=0;done<chunks;done++){let from=Atomics.add(stats.counters,0,STAT_CHUNK);if(from>=rels.length)return !0;let to=Math.min(from+STAT_CHUNK,rels.length);for(let k=from;k<to;k++)statInto(scan,vault,k);Atomics.add(stats.counters,1,to-from);}return Atomics.load(stats.counters,0)>=rels.length}

exports.batchOf = batchOf;
exports.statClaimed = statClaimed;
exports.statInto = statInto;
//# sourceMappingURL=chunk-jz7g7kzt.js.map
