'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightCompleteSessionsRun = require('./chunk-ibc2a9o1.js');
var chunkY4NT4BA7 = require('./chunk-mjpkmvqc.js');
var chunkN6G4D5H3 = require('./chunk-i3c3udhh.js');
var run = require('./run-ngjhct7g.js');
var lightDatesCompleteSessionsRun = require('./chunk-df0ni3w6.js');
var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-gab3dugr.js');
require('./chunk-n1er33fv.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');

var{existsSync}=__r("node:fs"); var{isAbsolute}=__r("node:path"); function missingPaths(markdown,vault){let paths=(markdown.match(/(?:^|[\s(`'"<])(\/[^\s`'")<>]+\.md)\b/gm)??[]).map(c=>c.replace(/^[\s(`'"<]/,""));return [...new Set(paths)].filter(p=>isAbsolute(p)&&p.startsWith(vault)&&!existsSync(p))}function validateProseOutput(text,vault){if(text.trim().length===0)return "the answer was empty";let missing=missingPaths(text,vault);if(missing.length)return `it names vault files that do not exist: ${missing.slice(0,3).join(", ")}`}function proseSkillHandler(deps){return async input=>{let{task}=input,name=task.produces??`${task.sub}.md`,needs=task.texts.length?`It serves the ritual's need${task.texts.length===1?"":"s"}: ${task.texts.map(t=>`"${t}"`).join(", ")}.`:"",range=task.range?`${task.range.start} to ${task.range.end}`:`${input.resolution.start} to ${input.resolution.end}`,system=run.buildSystem(chunkN6G4D5H3.UNTRUSTED_NOTICE,[`You carry out the sub-skill "${task.sub}" for a ritual run against the user's markdown vault.`,`Vault: ${input.vault}`,`Session folder: ${input.sessionDir} (memory.md there lists what has been gathered so far)`,`Target: ${lightDatesCompleteSessionsRun.describeTarget(input.resolution)}; the dates this task covers: ${range}.`,`Parameters: ${JSON.stringify(task.params)}`,"Read what you need with the tools. Answer with the markdown document only; it will be saved as",`${name} in the session folder. Use full absolute paths for any vault note you mention, and only notes that exist.`,needs,"",`The sub-skill (${task.runner.type==="prose"?task.runner.path:task.sub}):`,"",task.runner.type==="prose"?task.runner.prose:""].join(`
`)),result=await chunkY4NT4BA7.runSubagent({client:deps.client,models:{first:deps.models.fast,escalate:deps.models.main},system,messages:[{role:"user",content:`Produce ${name} now.`}],tools:deps.tools(input.sessionDir),maxTurns:deps.maxTurns??12,signal:input.signal,transcript:deps.transcript,budget:deps.budget,label:`sub-skill ${task.sub}`,validate:r=>validateProseOutput(r.text,input.vault)});if(!result.text.trim())throw new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.RunFailure(`${task.sub} produced nothing`);let path=lightCompleteSessionsRun.writeGatheredFile(input.sessionDir,name,result.text.endsWith(`
`)?result.text:`${result.text}
`),firstLines=result.text.split(`
`).filter(l=>l.trim()).slice(0,3);return {summary:`${result.escalated?"written by the main model after a retry":"written"} (${result.turns} turn${result.turns===1?"":"s"})`,files:[{name,path,summary:`written by Claude from the ${task.sub} sub-skill`,preview:firstLines}]}}}

exports.proseSkillHandler = proseSkillHandler;
//# sourceMappingURL=prose-skill-ej2rboys.js.map
