'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanWorkerRun = require('./chunk-la1qyy3g.js');

function oneLine(text,max=1/0){let flat=text.replace(/[\s\u2028\u2029]+/g," ").trim().replace(/[\u0000-\u001f\u007f-\u009f]/g,c=>`\\u${c.charCodeAt(0).toString(16).padStart(4,"0")}`);return flat.length>max?`${flat.slice(0,Math.max(0,max-1))}\u2026`:flat}function oneLineSafe(text){return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,c=>{switch(c){case `
`:return "\\n";case "\r":return "\\r";case "	":return "\\t";default:return `\\u${c.charCodeAt(0).toString(16).padStart(4,"0")}`}})}function boldLabel(text){return `**${oneLineSafe(text).replace(/\*/g,"\\*")}**`}function pathOnOneLine(path){return oneLineSafe(path.replace(/\\/g,"\\\\")).replace(/[\u2713\u2717]/g,c=>`\\u${c.charCodeAt(0).toString(16)}`)}

var{existsSync,realpathSync}=__r("node:fs"); var{basename,delimiter,isAbsolute,join,relative}=__r("node:path"); function sameFile(a,b){if(!existsSync(a))return !1;try{return realpathSync(a)===realpathSync(b)}catch{return !1}}function shellWord(word){return /^[\w./@%+=:,-]+$/.test(word)?word:`'${word.replace(/'/g,"'\\''")}'`}function invocation(script,env,cwd){let npmScript=env.npm_lifecycle_script?.trim();if(env.npm_lifecycle_event&&npmScript&&/(^|[\s/])bin\/skill$/.test(npmScript))return `npm run ${shellWord(env.npm_lifecycle_event)} --`;if(script===void 0||script==="")return "skill";let name=basename(script);if((env.PATH??"").split(delimiter).some(dir=>dir!==""&&isAbsolute(dir)&&sameFile(join(dir,name),script)))return name;let rel=relative(cwd,script);return `node ${shellWord(rel!==""&&!rel.startsWith("..")&&!isAbsolute(rel)?rel:script)}`}function namedAs(text,command){return command==="skill"?text:text.replace(/`skill /g,`\`${command} `)}

var{closeSync,fstatSync,openSync,writeSync}=__r("node:fs"); var lineState={open:!1};function tracked(stream,gone){return new Proxy(stream,{get(target,prop){if(prop==="write")return (chunk,...rest)=>{if(gone.closed)return !0;let text=typeof chunk=="string"?chunk:Buffer.isBuffer(chunk)?chunk.toString():"";return text.length>0&&(lineState.open=!text.endsWith(`
`)),target.write(chunk,...rest)};let value=Reflect.get(target,prop,target);return typeof value=="function"?value.bind(target):value}})}function watchClosed(stream,onClosed,onHangup){let gone={closed:!1};return stream.on("error",err=>{gone.closed||(gone.closed=!0,stream.isTTY&&err.code==="EIO"?onHangup():onClosed(err));}),gone}function writeWhole(stream,fd){if(stream.isTTY||!isFileOrDevice(fd))return;let writable=stream;writable._write=(chunk,_encoding,cb)=>{try{for(let at=0;at<chunk.length;)at+=writeSync(fd,chunk,at);}catch(err){cb(err);return}cb();};}function isFileOrDevice(fd){try{let st=fstatSync(fd);return st.isFile()||st.isCharacterDevice()}catch{return !1}}function watchHangup(stdin,onHangup){stdin.on("error",onHangup),stdin.isTTY&&stdin.on("end",onHangup);}var opened=new Map;function openedOutputs(){return [opened.get(1),opened.get(2)].filter(s=>s!==void 0)}function detachDeadTerminal(){for(let fd of [0,1,2]){let stream=opened.get(fd);if(!(stream?!stream.isTTY:!isCharacterDevice(fd))&&!lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanWorkerRun.__require("node:tty").isatty(fd))try{closeSync(fd),openSync("/dev/null",fd===0?"r":"w");}catch{}}}function isCharacterDevice(fd){try{return fstatSync(fd).isCharacterDevice()}catch{return !1}}function processIo(signal,script,onStdoutClosed=()=>{},onHangup=()=>{}){let once=make=>{let made;return ()=>made??=make()},stdin=once(()=>(opened.set(0,process.stdin),watchHangup(process.stdin,onHangup),process.stdin)),output=(fd,stream,onClosed)=>once(()=>(opened.set(fd,stream()),writeWhole(stream(),fd),tracked(stream(),watchClosed(stream(),onClosed,onHangup)))),stdout=output(1,()=>process.stdout,onStdoutClosed),stderr=output(2,()=>process.stderr,()=>{});return {get stdout(){return stdout()},get stderr(){return stderr()},get stdin(){return stdin()},env:process.env,cwd:process.cwd(),signal,command:invocation(script,process.env,process.cwd())}}function openStreams(io){io.stdin,io.stdout,io.stderr;}function useColour(out,env){let force=env.FORCE_COLOR?.trim().toLowerCase();return force!==void 0&&force!==""?force!=="0"&&force!=="false":!!out.isTTY&&!env.NO_COLOR&&env.TERM!=="dumb"}function printJson(out,value){out.write(`${JSON.stringify(value,null,2)}
`);}

var EXIT={ok:0,failure:1,badInput:2,interrupted:130},SkillError=class extends Error{hint;constructor(message,options){super(message,options?.cause===void 0?void 0:{cause:options.cause}),this.name=new.target.name,this.hint=options?.hint;}},BadInputError=class extends SkillError{exitCode=EXIT.badInput},RunFailure=class extends SkillError{exitCode=EXIT.failure},InterruptedError=class extends SkillError{exitCode=EXIT.interrupted;constructor(message="interrupted",options){super(message,options);}};function isSkillError(err){return err instanceof SkillError}function quote(text){return `\u201C${text}\u201D`}

exports.BadInputError = BadInputError;
exports.EXIT = EXIT;
exports.InterruptedError = InterruptedError;
exports.RunFailure = RunFailure;
exports.SkillError = SkillError;
exports.boldLabel = boldLabel;
exports.detachDeadTerminal = detachDeadTerminal;
exports.isSkillError = isSkillError;
exports.lineState = lineState;
exports.namedAs = namedAs;
exports.oneLine = oneLine;
exports.oneLineSafe = oneLineSafe;
exports.openStreams = openStreams;
exports.openedOutputs = openedOutputs;
exports.pathOnOneLine = pathOnOneLine;
exports.printJson = printJson;
exports.processIo = processIo;
exports.quote = quote;
exports.useColour = useColour;
//# sourceMappingURL=chunk-gab3dugr.js.map
