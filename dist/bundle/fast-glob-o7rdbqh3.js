import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { _ as __require } from './chunk-cyvpk62p.js';

var m=__require("./vendor/fast-glob.cjs")["fast-glob"](),fast_glob_default=m&&m.__esModule?m.default:m,{glob,globSync,globStream,async,sync,stream,generateTasks,isDynamicPattern,escapePath,convertPathToPattern,posix,win32}=m;

export { async, convertPathToPattern, fast_glob_default as default, escapePath, generateTasks, glob, globStream, globSync, isDynamicPattern, posix, stream, sync, win32 };
//# sourceMappingURL=fast-glob-o7rdbqh3.js.map
