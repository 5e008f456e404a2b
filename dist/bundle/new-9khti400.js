'use strict';

const __skillRuntimeRequire = require, __r = require;

var chunk3PKBLYDG = require('./chunk-kfso49ft.js');
var lightCompleteSessionsRun = require('./chunk-ibc2a9o1.js');
var lightCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-mispq0at.js');
require('./chunk-n1er33fv.js');
var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-gab3dugr.js');
var lightCompleteRitualsRun = require('./chunk-6nwwme3j.js');
require('./chunk-nb8qf8h6.js');
require('./chunk-dbnlzxu9.js');
require('./chunk-o58cixjd.js');
require('./chunk-la1qyy3g.js');

var{mkdirSync,writeFileSync}=__r("node:fs"); var{basename,dirname,join,resolve}=__r("node:path"); function scaffoldRitual(name,description){let title=name.split("-").map(w=>w[0].toUpperCase()+w.slice(1)).join(" "),desc=description?.trim()||`What ${name} is for, in one sentence, and when to run it.`;return `---
name: ${name}
description: ${JSON.stringify(desc)}
argument-hint: "[when: today|tomorrow|YYYY-MM-DD]"
---

# ${title}

<!-- A sentence or two on the purpose of this ritual. Claude reads it as context for the whole run. -->

## What I Need

<!-- One need per bullet: the thing first, then which and when ("for the day", "for the week",
     "prior week's", "workdays"). \`skill check ${name}\` shows how each one is understood;
     docs/writing-rituals.md lists the phrasing that works. -->
- Calendar events for the day
- Today.md file for this day (may not exist yet)
- User's directives and preferences

## Conversation

<!-- The inline phase. With Claude, this prose guides the conversation. Offline, every bullet or
     sentence ending in "?" is asked in turn and the answers are written by the next section. -->
Greet the user by their preferred name and say which day this is about.

- What matters most today?
- What could get in the way, and what will you do about it?

## Save

<!-- The write phase: name the note and skill resolves the path. Say "replacing" to replace the
     note; otherwise the outcome is appended. Every change is shown as a diff first. -->
Append the answers to Today.md in the vault for this day.
`}function checkNewName(name){return lightCompleteRitualsRun.nameProblem(name)}function cannotCreate(path,err){let code=err.code;return code==="ENOTDIR"||code==="EEXIST"?new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.BadInputError(`cannot create ${path}: ${chunk3PKBLYDG.nearestExisting(path)} is not a folder`):code==="EACCES"||code==="EPERM"?new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.BadInputError(`cannot create ${path}: permission denied`):code==="EROFS"?new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.BadInputError(`cannot create ${path}: read-only file system`):new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.RunFailure(`cannot create ${path}: ${lightCompleteSessionsRun.describeCode(code,err)}`,{cause:err})}function handleNew(io,name,opts){let problem=checkNewName(name);if(problem)throw new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.BadInputError(`ritual name ${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.quote(name)} ${problem}`);let base,dirs;if(opts.dir!==void 0)base=resolve(io.cwd,opts.dir),dirs=lightCompleteRitualsRun.searchPath({});else {let vault=lightCompleteRitualsCompleteSessionsEarlyScanRun.requireVault({flag:opts.vault,env:io.env,cwd:io.cwd}),vaultSkills=lightCompleteRitualsRun.loadVaultConfig(vault).layout.skills;base=join(vault,vaultSkills),dirs=lightCompleteRitualsRun.searchPath({vault,vaultSkills,env:io.env}),lightCompleteSessionsRun.confineRead(join(base,name,"SKILL.md"),[{label:"vault",path:vault}]);}let shadowed=shadowedBy(name,base,dirs),folder=join(base,name),file=join(folder,"SKILL.md");try{mkdirSync(folder,{recursive:!0});}catch(err){throw cannotCreate(folder,err)}try{writeFileSync(file,scaffoldRitual(name,opts.description),{flag:"wx"});}catch(err){throw err.code==="EEXIST"?new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.BadInputError(`${file} already exists; not overwriting it`):cannotCreate(file,err)}io.stdout.write(`${file}
`),shadowed&&io.stderr.write(`skill: note: ${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.namedAs(shadowed,io.command)}
`),io.stderr.isTTY&&!io.quiet&&io.stderr.write(`Next: edit it, then \`${io.command} check ${name}\` and \`${io.command} run ${name} --offline\`.
`);}function shadowedBy(name,base,dirs){let at=dirs.findIndex(d=>resolve(d.dir)===base),later=at>=0?dirs.slice(at+1):dirs,same=lightCompleteRitualsRun.discoverRituals(later).find(f=>!f.shadowedBy&&(f.ritual?f.ritual.name===name||f.ritual.folderName===name:basename(dirname(f.path))===name));if(!same)return;let what=`the ritual ${name} ${same.from??`from ${same.source}`} (${same.path})`;return at>=0?`the new ${name} shadows ${what}: a run of ${name} will use the new one; \`skill list\` shows both`:`${what} has the same name: with --skills ${base}, the new one shadows it`}

exports.handleNew = handleNew;
//# sourceMappingURL=new-9khti400.js.map
