import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { s as scanVault } from './chunk-ezg18njh.js';
import { l as locateVault } from './chunk-bb351w6y.js';
import './chunk-imklskcl.js';
import './chunk-ldn8pv6u.js';
import './chunk-cyvpk62p.js';

function scanEarly(io,flags){let vault;try{vault=locateVault({flag:flags.vault,env:io.env,cwd:io.cwd});}catch{return}if(vault===void 0)return;let scan=scanVault(vault,io.signal);return scan.catch(()=>{}),{vault,scan}}

export { scanEarly };
//# sourceMappingURL=chunk-gqbkhrnh.js.map
