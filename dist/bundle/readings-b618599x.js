'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunkDWQ5D3MJ = require('./chunk-ca1uygyd.js');
require('./run-b95zbalm.js');
require('./chunk-fjkdx8pq.js');
require('./run-sessionsWrites-jamh9yp5.js');
require('./run-layout-e26b2lz5.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-d55m83zf.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunkDWQ5D3MJ.READING_CACHE_KIND;
exports.layoutKeyOf = chunkDWQ5D3MJ.layoutKeyOf;
exports.planRitual = chunkDWQ5D3MJ.planRitual;
exports.readingCacheFile = chunkDWQ5D3MJ.readingCacheFile;
exports.readingsBeyondRules = chunkDWQ5D3MJ.readingsBeyondRules;
//# sourceMappingURL=readings-b618599x.js.map
