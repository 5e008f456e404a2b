'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunk7BHSY2OO = require('./chunk-mg9hd47s.js');
require('./run-jjvl1bpd.js');
require('./run-sessionsWrites-dtxsz92u.js');
require('./run-layout-myjoza4n.js');
require('./chunk-ftrpnb7w.js');
require('./chunk-kanoxfxr.js');
require('./chunk-dxb6eb04.js');
require('./chunk-n1er33fv.js');
require('./chunk-v2ow507s.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-c34pkorc.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-ek5a0qcb.js');



exports.READING_CACHE_KIND = chunk7BHSY2OO.READING_CACHE_KIND;
exports.layoutKeyOf = chunk7BHSY2OO.layoutKeyOf;
exports.planRitual = chunk7BHSY2OO.planRitual;
exports.readingCacheFile = chunk7BHSY2OO.readingCacheFile;
exports.readingsBeyondRules = chunk7BHSY2OO.readingsBeyondRules;
//# sourceMappingURL=readings-lvn6vzgb.js.map
