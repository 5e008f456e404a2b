import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder}from"./chunk-SB2XT4RB.js";import"./chunk-ZRIDRWB7.js";import"./chunk-KTDUTFJ4.js";import"./chunk-DMIVV45E.js";import"./chunk-U3BLWJQQ.js";import"./chunk-FHTSSFIC.js";import"./chunk-OJECS5H7.js";export{expandHome,locateVault,refuseBlankVault,requireVault,userConfigPath,userDateOrder};
//# sourceMappingURL=locate-A5FCSZLG.js.map
