import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VaultView } from '../../src/gather/vault-view.js';
import { tempVault, writeNote } from './search/helpers.js';

describe("the vault view's known stats", () => {
  it("gives a note's size and mtime from the scan once it has been seen, and nothing before or outside the vault", async () => {
    const { vault } = tempVault();
    writeNote(vault, 'People/Ana Ruiz.md', '# Ana\n');
    writeNote(vault, 'b.md', 'bb');
    const view = new VaultView(vault);
    const path = join(vault, 'People/Ana Ruiz.md');
    expect(view.knownStat(path)).toBeUndefined(); // not scanned yet: the caller stats the note itself
    await view.scanned();
    const st = statSync(path);
    expect(view.knownStat(path)).toEqual({ size: st.size, mtime: st.mtimeMs });
    expect(view.knownStat(join(vault, 'People/Nobody.md'))).toBeUndefined();
    expect(view.knownStat('/elsewhere/b.md')).toBeUndefined();
  });
});
