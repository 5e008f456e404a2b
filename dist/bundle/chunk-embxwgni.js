'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightEarlyScanWorkerRun = require('./chunk-cupzslih.js');
var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-kx43uhpr.js');
require('./chunk-n1er33fv.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-ek5a0qcb.js');

function scanEarly(io,flags){let vault;try{vault=lightCompleteRitualsCompleteSessionsEarlyScanRun.locateVault({flag:flags.vault,env:io.env,cwd:io.cwd});}catch{return}if(vault===void 0)return;let scan=lightEarlyScanWorkerRun.scanVault(vault,io.signal);return scan.catch(()=>{}),{vault,scan}}

exports.scanEarly = scanEarly;
//# sourceMappingURL=chunk-embxwgni.js.map
