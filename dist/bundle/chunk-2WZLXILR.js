import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require;
import{homedir}from"node:os";import{isAbsolute,join}from"node:path";function defaultCacheDir(env){return env.SKILL_CACHE_DIR?env.SKILL_CACHE_DIR:env.XDG_CACHE_HOME&&isAbsolute(env.XDG_CACHE_HOME)?join(env.XDG_CACHE_HOME,"skill"):join(env.HOME||homedir(),".cache","skill")}export{defaultCacheDir};
//# sourceMappingURL=chunk-2WZLXILR.js.map
