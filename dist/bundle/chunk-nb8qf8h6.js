'use strict';

const __skillRuntimeRequire = require, __r = require;

var{readdirSync}=__r("node:fs"); var{join,normalize,sep}=__r("node:path"); var IGNORED_DIRS=new Set([".git",".obsidian",".trash",".skill","node_modules"]);function batcherFor(batches){if(!batches)return {add(){},end(){}};let sent=0,take=out=>{batches.take(out.slice(sent)),sent=out.length;};return {add:out=>out.length-sent>=batches.size?take(out):void 0,end:out=>out.length>sent?take(out):void 0}}function walkFiles(root,options={}){let extension=(options.extension??".md").toLowerCase(),ignore=new Set([...IGNORED_DIRS,...options.ignore??[]]),out=[],batcher=batcherFor(options.batches);return walkFolder(root,"",{extension,ignore,batcher},out),batcher.end(out),out}function walkFolder(root,rel,keep,out){let entries;try{entries=readdirSync(rel===""?root:join(root,rel),{withFileTypes:!0});}catch{return}let files=[],folders=[];for(let entry of entries)entry.isDirectory()?keep.ignore.has(entry.name)||folders.push(`${entry.name}/`):entry.isFile()&&entry.name.toLowerCase().endsWith(keep.extension)&&files.push(entry.name);files.sort(),folders.sort();let prefix=rel===""?"":`${rel}/`,f=0,add=name=>{out.push(prefix+name),keep.batcher.add(out);};for(let folder of folders){for(;f<files.length&&files[f]<folder;)add(files[f++]);walkFolder(root,prefix+folder.slice(0,-1),keep,out);}for(;f<files.length;)add(files[f++]);}var NOT_PLAIN=/(^|\/)\.{1,2}(\/|$)|\/\/|^\/|\/$|^$/;function notePath(vault){let plain=sep==="/"&&vault!==""&&vault!=="."&&!vault.endsWith("/")&&normalize(vault)===vault;return rel=>plain&&!NOT_PLAIN.test(rel)?`${vault}/${rel}`:join(vault,rel)}

exports.IGNORED_DIRS = IGNORED_DIRS;
exports.notePath = notePath;
exports.walkFiles = walkFiles;
//# sourceMappingURL=chunk-nb8qf8h6.js.map
