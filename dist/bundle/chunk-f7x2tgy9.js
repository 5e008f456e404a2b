import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { p as parseNow, r as resolveTime, A as AmbiguousDateError } from './chunk-rrw9q074.js';
import { p as printResult, i as ignoredTimeNote, d as describeTarget, r as renderDatesMd } from './chunk-k59a97g4.js';
import './chunk-kcjwp7nx.js';
import { r as resolutionEntries } from './chunk-imklskcl.js';
import './chunk-ndfhx3uh.js';
import './chunk-cyvpk62p.js';

async function handleDates(io,when,opts){let now=opts.now===void 0?new Date:parseNow(opts.now),resolution=await resolveWithUserOrder(io,when.join(" "),now);if(opts.json){printResult(io.stdout,Object.fromEntries(resolutionEntries(resolution)));return}let note=ignoredTimeNote(resolution);io.stdout.write(`# ${describeTarget(resolution)}
${note?`# note: ${note}
`:""}${renderDatesMd(resolution)}`);}async function resolveWithUserOrder(io,words,now){try{return resolveTime(words,now)}catch(err){if(!(err instanceof AmbiguousDateError))throw err;let{userConfigPath,userDateOrder}=await import('./chunk-kp9qkq9r.js').then(function (n) { return n.l; });return resolveTime(words,now,{dateOrder:userDateOrder(io.env),userConfig:userConfigPath(io.env)})}}

export { handleDates };
//# sourceMappingURL=chunk-f7x2tgy9.js.map
