import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { l as locateVault } from './chunk-bb351w6y.js';
import { o as oneLineSafe, a as oneLine } from './chunk-kcjwp7nx.js';
import './chunk-imklskcl.js';
import { p as printResult } from './chunk-k59a97g4.js';
import { a as loadVaultConfig, d as discoverRituals, s as searchPath } from './chunk-b05v3c9b.js';
import './chunk-os73ud6r.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import './chunk-cyvpk62p.js';

async function handleList(io,opts){if(opts.json)return listJson(io,opts);let vault=locateVault({flag:opts.vault,env:io.env,cwd:io.cwd}),vaultSkills=vault?loadVaultConfig(vault).layout.skills:void 0,found=discoverRituals(searchPath({skillsDirs:opts.skills,vault,vaultSkills,env:io.env}));if(found.length===0){io.stdout.write(`No rituals found.
`);return}let width=Math.max(...found.map(f=>oneLineSafe(f.ritual?.name??"").length),4);for(let f of found){if(!f.ritual){io.stdout.write(`${"(unreadable)".padEnd(width)}  ${oneLineSafe(f.error??"")}
`);continue}let r=f.ritual,hint=r.argumentHint?`  ${oneLineSafe(r.argumentHint)}`:"",shadow=f.shadowedBy?`  [shadowed by ${oneLineSafe(f.shadowedBy)}]`:"";io.stdout.write(`${oneLineSafe(r.name).padEnd(width)}  ${firstSentence(r.description??"(no description)")}${hint}${shadow}
`),io.stdout.write(`${"".padEnd(width)}  from ${oneLineSafe(f.from??f.source)}: ${oneLineSafe(f.path)}
`);}}async function listJson(io,opts){let{checker}=await import('./check-c9clob2o.js'),check=checker(io,{...opts,offline:!0}),rituals=[];for(let f of discoverRituals(check.dirs)){let report=f.ritual&&!f.shadowedBy?await check.report(f.ritual):void 0;rituals.push({name:f.ritual?.name??null,description:f.ritual?.description??null,argumentHint:f.ritual?.argumentHint??null,source:f.source,from:f.from??null,path:f.path,shadowedBy:f.shadowedBy??null,error:f.error??null,errors:f.ritual?report?.errors??null:1,warnings:report?.warnings??null});}printResult(io.stdout,{rituals});}function firstSentence(text){let line=oneLine(text),m=/^(.{1,100}?[.!?])(\s|$)/.exec(line);return m?m[1]:oneLine(line,100)}

export { handleList };
//# sourceMappingURL=list-k33orn14.js.map
