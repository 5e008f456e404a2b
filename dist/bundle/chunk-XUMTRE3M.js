import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{__commonJS,__require}from"./chunk-OJECS5H7.js";var require_yaml=__commonJS({"vendor-cjs:yaml"(exports,module){module.exports=__require("./vendor/yaml.cjs").yaml()}});var lib;function yamlLib(){return lib??=require_yaml()}export{yamlLib};
//# sourceMappingURL=chunk-XUMTRE3M.js.map
