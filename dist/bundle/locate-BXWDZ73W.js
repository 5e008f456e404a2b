import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-GQCGKTYE.js";import"./chunk-PSVOLOOJ.js";import"./chunk-P6FIJD5U.js";import"./chunk-B3PHK5SV.js";import"./chunk-VK5ACLXH.js";import"./chunk-KCPOFPHK.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-BXWDZ73W.js.map
