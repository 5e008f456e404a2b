import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { G as describeCode } from './chunk-ezbib7u8.js';

var{accessSync,constants,existsSync}=__r("node:fs"); var{dirname}=__r("node:path"); function nearestExisting(folder){let dir=folder;for(;!existsSync(dir)&&dirname(dir)!==dir;)dir=dirname(dir);return dir}function firstMissingFolder(folder){let existing=nearestExisting(folder);if(existing===folder)return;let top=folder;for(;dirname(top)!==existing;)top=dirname(top);return top}function unwritableFolder(folder){let dir=nearestExisting(folder);try{accessSync(dir,constants.W_OK|constants.X_OK);return}catch(err){let code=err.code;return {folder:dir,code,why:describeCode(code,err)}}}

export { firstMissingFolder as f, nearestExisting as n, unwritableFolder as u };
//# sourceMappingURL=chunk-myw0msbc.js.map
