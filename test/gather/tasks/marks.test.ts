import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { taskMarksOf, taskMarksOnce } from '../../../src/gather/tasks/marks.js';
import { tempDir } from '../../support/tmp.js';

describe('task marks', () => {
  it("are the tags on task lines and the statuses beyond the plugin's own, not tags outside tasks", () => {
    const text = '#waiting in prose\n- [ ] Call Ana #Waiting/Ana\n- [x] Done #done\n- [w] Sign-off\n- [/] Started\n- [-] Dropped\n';
    expect(taskMarksOf(text).sort()).toEqual(['#done', '#waiting/ana', '[w]']);
  });

  it('are read from the vault once, on the first call', () => {
    const vault = tempDir('skill-marks-');
    writeFileSync(join(vault, 'a.md'), '- [ ] Later #someday\n');
    const marks = taskMarksOnce(vault);
    expect(marks()).toEqual(['#someday']);
    writeFileSync(join(vault, 'b.md'), '- [w] Wait\n');
    expect(marks()).toEqual(['#someday']);
  });
});
