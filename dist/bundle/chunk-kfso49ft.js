'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightCompleteSessionsRun = require('./chunk-ibc2a9o1.js');

var{accessSync,constants,existsSync}=__r("node:fs"); var{dirname}=__r("node:path"); function nearestExisting(folder){let dir=folder;for(;!existsSync(dir)&&dirname(dir)!==dir;)dir=dirname(dir);return dir}function firstMissingFolder(folder){let existing=nearestExisting(folder);if(existing===folder)return;let top=folder;for(;dirname(top)!==existing;)top=dirname(top);return top}function unwritableFolder(folder){let dir=nearestExisting(folder);try{accessSync(dir,constants.W_OK|constants.X_OK);return}catch(err){let code=err.code;return {folder:dir,code,why:lightCompleteSessionsRun.describeCode(code,err)}}}

exports.firstMissingFolder = firstMissingFolder;
exports.nearestExisting = nearestExisting;
exports.unwritableFolder = unwritableFolder;
//# sourceMappingURL=chunk-kfso49ft.js.map
