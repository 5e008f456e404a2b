import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url), __skillRuntimeRequire = require, __r = require;
import { c as writeSessionFile } from './chunk-ezbib7u8.js';
import { r as runSubagent } from './chunk-duyguenl.js';
import { U as UNTRUSTED_NOTICE } from './chunk-igdkbwt7.js';
import { d as buildSystem } from './run-pd9sqpfd.js';
import { d as describeTarget } from './chunk-k59a97g4.js';
import './chunk-kcjwp7nx.js';
import './chunk-imklskcl.js';
import './chunk-os73ud6r.js';
import './chunk-ndfhx3uh.js';
import './chunk-g95pbm0g.js';
import { R as RunFailure } from './chunk-cyvpk62p.js';

var{existsSync}=__r("node:fs"); var{isAbsolute}=__r("node:path"); function missingPaths(markdown,vault){let paths=(markdown.match(/(?:^|[\s(`'"<])(\/[^\s`'")<>]+\.md)\b/gm)??[]).map(c=>c.replace(/^[\s(`'"<]/,""));return [...new Set(paths)].filter(p=>isAbsolute(p)&&p.startsWith(vault)&&!existsSync(p))}function validateProseOutput(text,vault){if(text.trim().length===0)return "the answer was empty";let missing=missingPaths(text,vault);if(missing.length)return `it names vault files that do not exist: ${missing.slice(0,3).join(", ")}`}function proseSkillHandler(deps){return async input=>{let{task}=input,name=task.produces??`${task.sub}.md`,needs=task.texts.length?`It serves the ritual's need${task.texts.length===1?"":"s"}: ${task.texts.map(t=>`"${t}"`).join(", ")}.`:"",range=task.range?`${task.range.start} to ${task.range.end}`:`${input.resolution.start} to ${input.resolution.end}`,system=buildSystem(UNTRUSTED_NOTICE,[`You carry out the sub-skill "${task.sub}" for a ritual run against the user's markdown vault.`,`Vault: ${input.vault}`,`Session folder: ${input.sessionDir} (memory.md there lists what has been gathered so far)`,`Target: ${describeTarget(input.resolution)}; the dates this task covers: ${range}.`,`Parameters: ${JSON.stringify(task.params)}`,"Read what you need with the tools. Answer with the markdown document only; it will be saved as",`${name} in the session folder. Use full absolute paths for any vault note you mention, and only notes that exist.`,needs,"",`The sub-skill (${task.runner.type==="prose"?task.runner.path:task.sub}):`,"",task.runner.type==="prose"?task.runner.prose:""].join(`
`)),result=await runSubagent({client:deps.client,models:{first:deps.models.fast,escalate:deps.models.main},system,messages:[{role:"user",content:`Produce ${name} now.`}],tools:deps.tools(input.sessionDir),maxTurns:deps.maxTurns??12,signal:input.signal,transcript:deps.transcript,budget:deps.budget,label:`sub-skill ${task.sub}`,validate:r=>validateProseOutput(r.text,input.vault)});if(!result.text.trim())throw new RunFailure(`${task.sub} produced nothing`);let path=writeSessionFile(input.sessionDir,name,result.text.endsWith(`
`)?result.text:`${result.text}
`),firstLines=result.text.split(`
`).filter(l=>l.trim()).slice(0,3);return {summary:`${result.escalated?"written by the main model after a retry":"written"} (${result.turns} turn${result.turns===1?"":"s"})`,files:[{name,path,summary:`written by Claude from the ${task.sub} sub-skill`,preview:firstLines}]}}}

export { proseSkillHandler };
//# sourceMappingURL=prose-skill-lp3a1pd9.js.map
