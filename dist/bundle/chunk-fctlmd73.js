const __skillRuntimeRequire = require, __r = require;
'use strict';

var lightEarlyScanWorkerRun = require('./chunk-dz9k43j2.js');
var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-movemt8k.js');
require('./chunk-drpu4fbv.js');
require('./chunk-ermo0n6i.js');
require('./chunk-n6bm46o6.js');

function scanEarly(io,flags){let vault;try{vault=lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault({flag:flags.vault,env:io.env,cwd:io.cwd});}catch{return}if(vault===void 0)return;let scan=lightEarlyScanWorkerRun.scanVault(vault,io.signal);return scan.catch(()=>{}),{vault,scan}}

exports.scanEarly = scanEarly;
//# sourceMappingURL=chunk-fctlmd73.js.map
