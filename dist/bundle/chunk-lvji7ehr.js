'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-gab3dugr.js');

var{createInterface,emitKeypressEvents}=__r("node:readline"); var PASTE_ON="\x1B[?2004h",PASTE_OFF="\x1B[?2004l";function lineReader(io,interactive){let rl=createInterface({input:io.stdin,...interactive?{output:io.stdout,terminal:!0}:{terminal:!1}});return rl.on("error",()=>{}),rl}function createAsker(io){let interactive=!!io.stdin.isTTY,lines=[],waiting=[],ended=!1,rl,closing=!1,pasting=!1,pasted=[],deliver=line=>{let next=waiting.shift();next?next(line):line!==null&&lines.push(line);},marksPastes=interactive&&!!io.stdout.isTTY,pasteOff=()=>{io.stdout.write(PASTE_OFF);},onKey=(_s,key)=>{key?.name==="paste-start"?pasting=!0:key?.name==="paste-end"&&(pasting=!1);};interactive&&(emitKeypressEvents(io.stdin),io.stdin.on("keypress",onKey));let open=()=>{let made=lineReader(io,interactive);return made.on("line",line=>{if(interactive&&pasting)return void pasted.push(line);let whole=[...pasted,line].join(`
`);pasted=[],deliver(whole);}),made.on("close",()=>{if(rl=void 0,marksPastes&&(pasteOff(),process.off("exit",pasteOff)),interactive&&pasted.length&&deliver(pasted.splice(0).join(`
`)),!closing){interactive||(ended=!0);for(let w of waiting.splice(0))w(null);}}),made.on("SIGINT",()=>process.kill(process.pid,"SIGINT")),marksPastes&&(io.stdout.write(PASTE_ON),process.once("exit",pasteOff)),made},shut=()=>{rl&&(closing=!0,rl.close(),closing=!1);};rl=open();let nextLine=()=>new Promise((resolve,reject)=>{if(io.signal.aborted)return reject(io.signal.reason??new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.InterruptedError);if(lines.length)return resolve(lines.shift());if(ended)return resolve(null);let onAbort=()=>reject(io.signal.reason??new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.InterruptedError);io.signal.addEventListener("abort",onAbort,{once:!0}),waiting.push(line=>{io.signal.removeEventListener("abort",onAbort),resolve(line);});});return {interactive,async ask(question){return interactive&&(rl??=open(),rl.setPrompt(question),rl.prompt()),nextLine()},async suspend(run){return interactive&&shut(),run()},close(){shut(),io.stdin.off("keypress",onKey);}}}

exports.createAsker = createAsker;
//# sourceMappingURL=chunk-lvji7ehr.js.map
