/**
 * `skill completion bash|zsh|fish`: a completion script for the shell, made from the command tree itself (so a new
 * command or flag completes without editing three scripts). Ritual names and session ids change with the vault, so
 * the script asks for them when Tab is pressed: `skill __complete rituals|sessions [--vault V]` prints one per line
 * (hidden; what `skill list` and `skill sessions` find, nothing on stderr, exit 0 even without a vault).
 *
 * The script completes for the name it was made for: `rituals completion bash` completes `rituals …`.
 */
import type { Command } from 'commander';
import type { Io } from '../../io/io.js';
import { BadInputError, quote } from '../../errors.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

/** What follows a command word: its subcommands and flags, and what its first argument is. */
interface Entry {
  words: string[];
  argument: 'rituals' | 'sessions' | 'shells' | undefined;
}

const RITUAL_COMMANDS = new Set(['run', 'plan', 'check']);
const SESSION_COMMANDS = new Set(['show', 'path', 'apply', 'restore']);

/** The completion table: "" for the top level, "sessions" for its subcommands, "run" for run's flags… */
function entries(program: Command): Map<string, Entry> {
  const table = new Map<string, Entry>();
  const flags = (cmd: Command) => cmd.options.flatMap((o) => [o.long, o.short]).filter((f): f is string => Boolean(f));
  const help = program.createHelp();
  const visible = (cmd: Command) => help.visibleCommands(cmd).filter((c) => c.name() !== 'help');
  table.set('', {
    words: [...visible(program).flatMap((c) => [c.name(), ...c.aliases()]), ...flags(program), '--help'],
    argument: undefined,
  });
  for (const cmd of visible(program)) {
    const subs = visible(cmd).map((c) => c.name());
    const argument = RITUAL_COMMANDS.has(cmd.name()) ? 'rituals' : cmd.name() === 'completion' ? 'shells' : undefined;
    for (const name of [cmd.name(), ...cmd.aliases()]) table.set(name, { words: [...subs, ...flags(cmd), '--help'], argument });
    for (const sub of visible(cmd)) {
      table.set(`${cmd.name()} ${sub.name()}`, {
        words: [...flags(sub), '--help'],
        argument: SESSION_COMMANDS.has(sub.name()) ? 'sessions' : undefined,
      });
    }
  }
  return table;
}

/** The case arms of a shell `case` on the command words ("run", "sessions show"). */
function caseArms(table: Map<string, Entry>, arm: (key: string, entry: Entry) => string): string {
  return [...table].map(([key, entry]) => arm(key, entry)).join('\n');
}

/** What a shell offers for one entry: its words, and the dynamic list in place of its first argument. */
function dynamicList(name: string, entry: Entry, vault: string): string | undefined {
  if (entry.argument === 'rituals') return `${name} __complete rituals ${vault} 2>/dev/null`;
  if (entry.argument === 'sessions') return `echo last; ${name} __complete sessions ${vault} 2>/dev/null`;
  if (entry.argument === 'shells') return `printf '%s\\n' ${SHELLS.join(' ')}`;
  return undefined;
}

/**
 * The loop bash and zsh share over the words before the cursor: the command (and the sessions subcommand) make the
 * key, `--vault V` is kept to pass on, other words are counted as arguments.
 */
function scanWords(array: string, first: number, cursor: string): string {
  return `  for ((i = ${first}; i < ${cursor}; i++)); do
    w="\${${array}[i]}"
    case "$w" in
      --vault) vault=(--vault "\${${array}[i+1]}"); ((i++)) ;;
      -*) ;;
      *) if [[ -z "$cmd" ]]; then cmd="$w"; elif [[ "$cmd" == sessions && -z "$sub" ]]; then sub="$w"; else ((args++)); fi ;;
    esac
  done
`;
}

/** Words quoted for a shell script: commander's flags and names are plain, but nothing is left to chance. */
function shellWords(words: string[]): string {
  return words.map((w) => `'${w.replace(/'/g, `'\\''`)}'`).join(' ');
}

/**
 * bash: the command words so far make the key ("run", "sessions show"); `--vault V` on the line is passed on to
 * `__complete`. The first argument of a command taking a ritual or a session completes from the vault; a word
 * starting with "-" completes the command's flags. Candidates are read one per line and filtered by a literal prefix
 * match, never through `compgen -W`, which expands `$(…)` in its list: a ritual named `$(touch x)` ran a command on
 * Tab. A candidate is inserted quoted (`printf %q`), so a name with shell characters is typed as itself.
 */
function bashScript(name: string, table: Map<string, Entry>): string {
  const fn = `_${name.replace(/\W/g, '_')}_complete`;
  const arms = caseArms(table, (key, e) => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's array expansion, written into the script as it is
    const list = dynamicList(name, e, '"${vault[@]}"');
    const fixed = `printf '%s\\n' ${shellWords(e.words)}`;
    return `      ${JSON.stringify(key)}) ${list ? `if [[ "$cur" != -* && $args -eq 0 ]]; then ${list}; else ${fixed}; fi` : fixed};;`;
  });
  return `# ${name} completion for bash: eval "$(${name} completion bash)" in ~/.bashrc
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" cmd="" sub="" args=0 vault=() i w q
${scanWords('COMP_WORDS', 1, 'COMP_CWORD')}  COMPREPLY=()
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
`;
}

/**
 * zsh: the same key and rules as bash, on zsh's own `words` and `CURRENT`, offered with compadd. Candidates are split
 * at line breaks only (`(f)`); zsh does not expand the text of a parameter, and compadd quotes what it inserts.
 */
function zshScript(name: string, table: Map<string, Entry>): string {
  const fn = `_${name.replace(/\W/g, '_')}`;
  const arms = caseArms(table, (key, e) => {
    const list = dynamicList(name, e, '$vault');
    return `    ${JSON.stringify(key)}) cands=(${e.words.join(' ')})${list ? `; [[ $cur != -* && $args -eq 0 ]] && cands=(\${(f)"$(${list})"})` : ''};;`;
  });
  return `#compdef ${name}
# ${name} completion for zsh: eval "$(${name} completion zsh)" in ~/.zshrc (after compinit)
${fn}() {
  local cmd="" sub="" args=0 i w cur="\${words[CURRENT]}" prev="\${words[CURRENT-1]}"
  local -a vault cands
${scanWords('words', 2, 'CURRENT')}  if [[ "$prev" == --resume ]]; then
    cands=(last \${(f)"$(${name} __complete sessions $vault 2>/dev/null)"}); compadd -a cands; return
  fi
  case "$cmd\${sub:+ $sub}" in
${arms}
  esac
  compadd -a cands
}
compdef ${fn} ${name}
`;
}

/** fish: the same key and rules as bash, printed one candidate per line for `complete -a` (fish expands none of it). */
function fishScript(name: string, table: Map<string, Entry>): string {
  const fn = `__${name.replace(/\W/g, '_')}_complete`;
  const arms = caseArms(table, (key, e) => {
    const list = dynamicList(name, e, '$vault');
    return `    case ${JSON.stringify(key)}\n      printf '%s\\n' ${e.words.map((w) => `'${w}'`).join(' ')}${list ? `\n      if not string match -q -- '-*' "$cur"; and test $args -eq 0; ${list}; end` : ''}`;
  });
  return `# ${name} completion for fish: ${name} completion fish > ~/.config/fish/completions/${name}.fish
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
`;
}

/** The script for `shell`, completing the command as it is installed (`skill` or `rituals`). */
export function completionScript(shell: string, name: string, program: Command): string {
  if (!(SHELLS as readonly string[]).includes(shell))
    throw new BadInputError(`no completion for the shell ${quote(shell)} (one of ${SHELLS.join(', ')})`);
  const table = entries(program);
  const make: Record<Shell, (n: string, t: Map<string, Entry>) => string> = { bash: bashScript, zsh: zshScript, fish: fishScript };
  return make[shell as Shell](name, table);
}

export function handleCompletion(io: Io, shell: string, program: Command): void {
  // The name on PATH the script completes: the one the person ran (`rituals`), else `skill`.
  const name = /^[\w-]+$/.test(io.command) ? io.command : 'skill';
  io.stdout.write(completionScript(shell, name, program));
}

/** A name a shell can offer: no control character (a line break would make it two candidates, ESC would act). */
const OFFERABLE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]+$/;

/**
 * `__complete rituals|sessions`: the candidates, one per line; quiet and exit 0 when there are none. A name with a
 * control character is left out: it cannot be typed, and `skill list` shows it escaped.
 */
export async function handleComplete(io: Io, what: string, opts: { vault?: string }): Promise<void> {
  try {
    const found = what === 'rituals' ? await ritualNames(io, opts.vault) : what === 'sessions' ? await sessionIds(io, opts.vault) : [];
    const names = found.filter((n) => OFFERABLE.test(n));
    if (names.length > 0) io.stdout.write(`${names.join('\n')}\n`);
  } catch {
    // Tab on a machine without a vault: nothing to offer, and nothing to say in the middle of a command line.
  }
}

async function ritualNames(io: Io, flag: string | undefined): Promise<string[]> {
  const { discoverRituals, searchPath } = await import('../../ritual/discover.js');
  const { locateVault } = await import('../../vault/locate.js');
  const { loadVaultConfig } = await import('../../vault/config.js');
  const vault = locateVault({ flag, env: io.env, cwd: io.cwd });
  const vaultSkills = vault ? loadVaultConfig(vault).layout.skills : undefined;
  const found = discoverRituals(searchPath({ vault, vaultSkills, env: io.env }));
  return [...new Set(found.flatMap((f) => (f.ritual && !f.shadowedBy ? [f.ritual.name] : [])))].sort();
}

async function sessionIds(io: Io, flag: string | undefined): Promise<string[]> {
  const { listSessions, sessionPlaces } = await import('../../session/retention.js');
  const { currentVault } = await import('./sessions.js');
  return listSessions(sessionPlaces(io.env), currentVault(io, flag)).map((e) => e.id);
}
