'use strict';

const __skillRuntimeRequire = require, __r = require;

var lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun = require('./chunk-gab3dugr.js');
require('./chunk-la1qyy3g.js');

var SHELLS=["bash","zsh","fish"],RITUAL_COMMANDS=new Set(["run","plan","check"]),SESSION_COMMANDS=new Set(["show","path","apply","restore"]);function entries(program){let table=new Map,flags=cmd=>cmd.options.flatMap(o=>[o.long,o.short]).filter(f=>!!f),help=program.createHelp(),visible=cmd=>help.visibleCommands(cmd).filter(c=>c.name()!=="help");table.set("",{words:[...visible(program).flatMap(c=>[c.name(),...c.aliases()]),...flags(program),"--help"],argument:void 0});for(let cmd of visible(program)){let subs=visible(cmd).map(c=>c.name()),argument=RITUAL_COMMANDS.has(cmd.name())?"rituals":cmd.name()==="completion"?"shells":void 0;for(let name of [cmd.name(),...cmd.aliases()])table.set(name,{words:[...subs,...flags(cmd),"--help"],argument});for(let sub of visible(cmd))table.set(`${cmd.name()} ${sub.name()}`,{words:[...flags(sub),"--help"],argument:SESSION_COMMANDS.has(sub.name())?"sessions":void 0});}return table}function caseArms(table,arm){return [...table].map(([key,entry])=>arm(key,entry)).join(`
`)}function dynamicList(name,entry,vault){if(entry.argument==="rituals")return `${name} __complete rituals ${vault} 2>/dev/null`;if(entry.argument==="sessions")return `echo last; ${name} __complete sessions ${vault} 2>/dev/null`;if(entry.argument==="shells")return `printf '%s\\n' ${SHELLS.join(" ")}`}function scanWords(array,first,cursor){return `  for ((i = ${first}; i < ${cursor}; i++)); do
    w="\${${array}[i]}"
    case "$w" in
      --vault) vault=(--vault "\${${array}[i+1]}"); ((i++)) ;;
      -*) ;;
      *) if [[ -z "$cmd" ]]; then cmd="$w"; elif [[ "$cmd" == sessions && -z "$sub" ]]; then sub="$w"; else ((args++)); fi ;;
    esac
  done
`}function shellWords(words){return words.map(w=>`'${w.replace(/'/g,"'\\''")}'`).join(" ")}function bashScript(name,table){let fn=`_${name.replace(/\W/g,"_")}_complete`,arms=caseArms(table,(key,e)=>{let list=dynamicList(name,e,'"${vault[@]}"'),fixed=`printf '%s\\n' ${shellWords(e.words)}`;return `      ${JSON.stringify(key)}) ${list?`if [[ "$cur" != -* && $args -eq 0 ]]; then ${list}; else ${fixed}; fi`:fixed};;`});return `# ${name} completion for bash: eval "$(${name} completion bash)" in ~/.bashrc
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" cmd="" sub="" args=0 vault=() i w q
${scanWords("COMP_WORDS",1,"COMP_CWORD")}  COMPREPLY=()
  while IFS= read -r w; do
    [[ -n "$w" && "$w" == "$cur"* ]] || continue
    printf -v q '%q' "$w"; COMPREPLY+=("$q")
  done < <(
    if [[ "$prev" == --resume ]]; then echo last; ${name} __complete sessions "\${vault[@]}" 2>/dev/null; exit; fi
    case "$cmd\${sub:+ $sub}" in
${arms}
    esac
  )
}
complete -F ${fn} ${name}
`}function zshScript(name,table){let fn=`_${name.replace(/\W/g,"_")}`,arms=caseArms(table,(key,e)=>{let list=dynamicList(name,e,"$vault");return `    ${JSON.stringify(key)}) cands=(${e.words.join(" ")})${list?`; [[ $cur != -* && $args -eq 0 ]] && cands=(\${(f)"$(${list})"})`:""};;`});return `#compdef ${name}
# ${name} completion for zsh: eval "$(${name} completion zsh)" in ~/.zshrc (after compinit)
${fn}() {
  local cmd="" sub="" args=0 i w cur="\${words[CURRENT]}" prev="\${words[CURRENT-1]}"
  local -a vault cands
${scanWords("words",2,"CURRENT")}  if [[ "$prev" == --resume ]]; then
    cands=(last \${(f)"$(${name} __complete sessions $vault 2>/dev/null)"}); compadd -a cands; return
  fi
  case "$cmd\${sub:+ $sub}" in
${arms}
  esac
  compadd -a cands
}
compdef ${fn} ${name}
`}function fishScript(name,table){let fn=`__${name.replace(/\W/g,"_")}_complete`,arms=caseArms(table,(key,e)=>{let list=dynamicList(name,e,"$vault");return `    case ${JSON.stringify(key)}
      printf '%s\\n' ${e.words.map(w=>`'${w}'`).join(" ")}${list?`
      if not string match -q -- '-*' "$cur"; and test $args -eq 0; ${list}; end`:""}`});return `# ${name} completion for fish: ${name} completion fish > ~/.config/fish/completions/${name}.fish
function ${fn}
  set -l tokens (commandline -opc)
  set -l cur (commandline -ct)
  set -l cmd ""; set -l sub ""; set -l args 0; set -l vault
  set -l i 2
  while test $i -le (count $tokens)
    set -l w $tokens[$i]
    if test "$w" = --vault
      set i (math $i + 1); set vault --vault $tokens[$i]
    else if not string match -q -- '-*' $w
      if test -z "$cmd"; set cmd $w
      else if test "$cmd" = sessions; and test -z "$sub"; set sub $w
      else; set args (math $args + 1); end
    end
    set i (math $i + 1)
  end
  if test (count $tokens) -gt 0; and test "$tokens[-1]" = --resume
    echo last; ${name} __complete sessions $vault 2>/dev/null; return
  end
  set -l key $cmd
  test -n "$sub"; and set key "$cmd $sub"
  switch "$key"
${arms}
  end
end
complete -c ${name} -f -a '(${fn})'
`}function completionScript(shell,name,program){if(!SHELLS.includes(shell))throw new lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.BadInputError(`no completion for the shell ${lightHelpDatesCompleteRitualsCompleteSessionsEarlyScanRun.quote(shell)} (one of ${SHELLS.join(", ")})`);let table=entries(program);return {bash:bashScript,zsh:zshScript,fish:fishScript}[shell](name,table)}function handleCompletion(io,shell,program){let name=/^[\w-]+$/.test(io.command)?io.command:"skill";io.stdout.write(completionScript(shell,name,program));}var OFFERABLE=/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]+$/;async function handleComplete(io,what,opts){try{let names=(what==="rituals"?await ritualNames(io,opts.vault):what==="sessions"?await sessionIds(io,opts.vault):[]).filter(n=>OFFERABLE.test(n));names.length>0&&io.stdout.write(`${names.join(`
`)}
`);}catch{}}async function ritualNames(io,flag){let{discoverRituals,searchPath}=await Promise.resolve().then(function () { return require('./chunk-fhtqfhrc.js'); }).then(function (n) { return n.discover2DKLKGIG; }),{locateVault}=await Promise.resolve().then(function () { return require('./chunk-fhtqfhrc.js'); }).then(function (n) { return n.locateZ6SGEUUS; }),{loadVaultConfig}=await Promise.resolve().then(function () { return require('./chunk-fhtqfhrc.js'); }).then(function (n) { return n.config3GVNBWOW; }),vault=locateVault({flag,env:io.env,cwd:io.cwd}),vaultSkills=vault?loadVaultConfig(vault).layout.skills:void 0,found=discoverRituals(searchPath({vault,vaultSkills,env:io.env}));return [...new Set(found.flatMap(f=>f.ritual&&!f.shadowedBy?[f.ritual.name]:[]))].sort()}async function sessionIds(io,flag){let{listSessions,sessionPlaces}=await Promise.resolve().then(function () { return require('./chunk-o8sib9ty.js'); }).then(function (n) { return n.retentionCI6SKPTW; }),{currentVault}=await Promise.resolve().then(function () { return require('./chunk-o8sib9ty.js'); }).then(function (n) { return n.sessionsSST4ILZD; });return listSessions(sessionPlaces(io.env),currentVault(io,flag)).map(e=>e.id)}

exports.SHELLS = SHELLS;
exports.completionScript = completionScript;
exports.handleComplete = handleComplete;
exports.handleCompletion = handleCompletion;
//# sourceMappingURL=chunk-dhsz9rzk.js.map
