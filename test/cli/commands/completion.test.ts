/** `skill completion`: the bash script run by a real bash, asking the CLI for ritual names and session ids. */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cliEnv, runCli, runInProcess } from '../../support/cli.js';
import { copyOfSampleVault, tempDir } from '../../support/tmp.js';

/** A `skill` on PATH (the script calls it back), running this build with the test's environment. */
function skillOnPath(env: Record<string, string>): string {
  const bin = join(tempDir(), 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'skill'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"\n`);
  chmodSync(join(bin, 'skill'), 0o755);
  return `${bin}:${env.PATH}`;
}

/** What bash offers for the words typed so far (the last one is the word being completed). */
function complete(script: string, words: string[], env: Record<string, string>): string[] {
  const line = words.map((w) => `'${w}'`).join(' ');
  const out = execFileSync(
    'bash',
    ['-c', `${script}\nCOMP_WORDS=(${line}); COMP_CWORD=${words.length - 1}; _skill_complete; printf '%s\\n' "\${COMPREPLY[@]}"`],
    { env, encoding: 'utf8' },
  );
  return out.split('\n').filter(Boolean);
}

describe('skill completion bash', () => {
  it("completes commands, flags, the vault's ritual names and its session ids", async () => {
    const vault = copyOfSampleVault();
    const env = cliEnv({ SKILL_VAULT: vault });
    env.PATH = skillOnPath(env);
    mkdirSync(join(vault, '.skill/skills/friday-wins'), { recursive: true });
    writeFileSync(
      join(vault, '.skill/skills/friday-wins/SKILL.md'),
      '---\nname: friday-wins\ndescription: d\n---\n\n## Conversation\n\n- What went well?\n',
    );
    const prepared = await runCli(['run', 'planning-daily', '--prepare', '--now', '2026-11-20T09:00'], { env });
    expect(prepared.exitCode, prepared.stderr).toBe(0);
    const id = prepared.stdout.trim().split('/').pop()!;
    const script = (await runInProcess(['completion', 'bash'], { env })).stdout;

    expect(complete(script, ['skill', 'se'], env)).toEqual(['sessions']);
    expect(complete(script, ['skill', 'run', ''], env)).toEqual(expect.arrayContaining(['friday-wins', 'planning-daily', 'review-daily']));
    expect(complete(script, ['skill', 'run', 'planning-daily', '--dr'], env)).toEqual(['--dry-run']);
    expect(complete(script, ['skill', 'sessions', 'show', ''], env)).toEqual(['last', id]);
    expect(complete(script, ['skill', 'run', '--resume', ''], env)).toEqual(['last', id]);
    expect(complete(script, ['skill', 'completion', ''], env)).toEqual(['bash', 'zsh', 'fish']);
  });

  it('never runs what a ritual name holds, offers it quoted, and leaves out names with control characters', async () => {
    // Issue 24 (adversarial f29): `compgen -W "$words"` expanded `$(…)` in the list, so Tab ran a ritual's name.
    const vault = copyOfSampleVault();
    const env = cliEnv({ SKILL_VAULT: vault });
    env.PATH = skillOnPath(env);
    const pwned = join(tempDir(), 'PWNED');
    const ritual = (dir: string, name: string) => {
      mkdirSync(join(vault, '.skill/skills', dir), { recursive: true });
      writeFileSync(
        join(vault, '.skill/skills', dir, 'SKILL.md'),
        `---\nname: ${JSON.stringify(name)}\ndescription: d\n---\n\n## Conversation\n\n- How?\n`,
      );
    };
    ritual('innocent', `$(touch\${IFS}${pwned})`);
    ritual('two-lines', 'zz-first\nzz-second');
    const script = (await runInProcess(['completion', 'bash'], { env })).stdout;

    const offered = complete(script, ['skill', 'run', ''], env);
    expect(existsSync(pwned)).toBe(false);
    expect(offered).toContain(`\\$\\(touch\\$\\{IFS\\}${pwned}\\)`);
    expect(offered.filter((w) => w.startsWith('zz-'))).toEqual([]);
    expect(complete(script, ['skill', 'run', '$(to'], env)).toHaveLength(1);
    expect(existsSync(pwned)).toBe(false);
  });

  it('is made for the name it was run as, and refuses a shell it does not know', async () => {
    const bin = join(tempDir(), 'bin');
    mkdirSync(bin);
    symlinkSync(BIN, join(bin, 'rituals'));
    const env = cliEnv();
    env.PATH = `${bin}:${env.PATH}`;
    const made = execFileSync('rituals', ['completion', 'bash'], { env, encoding: 'utf8' });
    expect(made).toContain('complete -F _rituals_complete rituals');
    const fish = execFileSync('rituals', ['completion', 'fish'], { env, encoding: 'utf8' });
    expect(fish).toContain('complete -c rituals -f -a');
    const bad = await runCli(['completion', 'tcsh']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toBe('skill: no completion for the shell “tcsh” (one of bash, zsh, fish)');
  });
});
