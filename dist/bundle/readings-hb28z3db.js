'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunk65MALFMT = require('./chunk-hrn26klr.js');
require('./run-lcsg4edf.js');
require('./run-sessionsWrites-i0pxkibi.js');
require('./run-layout-e3her3hw.js');
require('./chunk-bime8ba4.js');
require('./chunk-df0ni3w6.js');
require('./chunk-dqml98f0.js');
require('./chunk-n1er33fv.js');
require('./chunk-6pfknbo8.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-d4pndt9s.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');



exports.READING_CACHE_KIND = chunk65MALFMT.READING_CACHE_KIND;
exports.layoutKeyOf = chunk65MALFMT.layoutKeyOf;
exports.planRitual = chunk65MALFMT.planRitual;
exports.readingCacheFile = chunk65MALFMT.readingCacheFile;
exports.readingsBeyondRules = chunk65MALFMT.readingsBeyondRules;
//# sourceMappingURL=readings-hb28z3db.js.map
