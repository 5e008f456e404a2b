import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

describe('error messages at the command line', () => {
  it('stay one printable line even when they quote an escape sequence or a line break', async () => {
    const r = await runCli(['dates', '\u001b]0;owned\u0007\u001b[2J\nnext week']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/^skill: could not understand the time “\\u001b\]0;owned\\u0007\\u001b\[2J\\nnext week” \(try one of: .*\)$/);
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it('a ritual name with an escape sequence is shown escaped, not sent to the terminal', async () => {
    const r = await runCli(['plan', 'x\u001b[31m', '--vault', 'fixtures/vault']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toContain('\u001b');
    expect(r.stderr).toContain('\\u001b[31m');
  });
});
