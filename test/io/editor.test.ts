/**
 * The editor is a real program: a shell command that edits the file it is given, as an editor would, run through
 * the same `sh -c '<editor> "$1"'` that starts vim or `code --wait`.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editText, editorCommand } from '../../src/io/editor.js';

const env = (editor: Record<string, string>) => ({ PATH: process.env.PATH!, ...editor });
const opts = (editor: Record<string, string>) => ({
  env: env(editor),
  terminal: false,
  header: '(2/5) What one outcome would make today a success?',
});

describe('answering in the editor', () => {
  it('gives the editor the answer so far under a header line, and reads back what it saved without the header', async () => {
    // Appends a paragraph, only if the file starts with the header and then the answer so far (else it fails).
    const editor = `sh -c 'head -1 "$1" | grep -qx "<!-- (2/5) What one outcome would make today a success? -->" && sed -n 2p "$1" | grep -qx "First paragraph." && printf "\\nSecond paragraph.\\n" >> "$1"' editor`;
    const r = await editText('First paragraph.', opts({ EDITOR: editor }));
    expect(r).toEqual({ text: 'First paragraph.\n\nSecond paragraph.' });
  });

  it('prefers $VISUAL to $EDITOR, and a command with arguments works', async () => {
    expect(editorCommand({ VISUAL: 'code --wait', EDITOR: 'vi' })).toBe('code --wait');
    expect(editorCommand({ VISUAL: ' ', EDITOR: 'vi' })).toBe('vi');
    const r = await editText('', opts({ VISUAL: `sed -i -e '$a from visual'`, EDITOR: 'false' }));
    expect(r).toEqual({ text: 'from visual' });
  });

  it('says in one line when there is no editor, when it is not found, when it fails; ', async () => {
    expect(await editText('kept', opts({}))).toEqual({ problem: 'no editor is set: set $VISUAL or $EDITOR' });
    expect(await editText('kept', opts({ EDITOR: 'no-such-editor-anywhere' }))).toEqual({
      problem: 'the editor `no-such-editor-anywhere` was not found',
    });
    const failing = await editText('kept', opts({ EDITOR: `sh -c 'echo "$1" >&2; exit 3' x` }));
    expect(failing).toEqual({ problem: 'the editor `sh -c \'echo "$1" >&2; exit 3\' x` exited with 3' });
  });

  it('removes its temp folder after reading the answer back', async () => {
    const r = await editText('x', opts({ EDITOR: `sh -c 'printf "%s" "$1" > "$1"' x` }));
    // The editor wrote the file's own path as the answer: that path is gone now.
    expect('text' in r).toBe(true);
    const path = (r as { text: string }).text;
    expect(path).toMatch(/skill-answer-[^/]+\/answer\.md$/);
    expect(existsSync(path)).toBe(false);
  });
});
