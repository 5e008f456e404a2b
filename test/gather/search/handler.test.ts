import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBuiltinSearch } from '../../../src/gather/search/index.js';
import { searchHandler } from '../../../src/gather/search/handler.js';
import type { TaskInput, TaskOutcome } from '../../../src/gather/types.js';
import type { Task } from '../../../src/plan/types.js';
import { resolveTime } from '../../../src/time/resolve.js';
import { loadVaultConfig } from '../../../src/vault/config.js';
import { copyOfSampleVault, tempDir } from '../../support/tmp.js';

function task(dependsOn: string[]): Task {
  return {
    id: 'search',
    sub: 'fetch-resources',
    entry: 'search',
    title: 'Related documents',
    group: 'Related documents',
    kind: 'fetch',
    runner: { type: 'builtin', handler: 'search' },
    params: {},
    range: undefined,
    days: undefined,
    basis: undefined,
    dependsOn,
    needs: [0],
    texts: ["Search results for documents related to the day's meetings and projects"],
    produces: 'resources.md',
    missing: undefined,
    optional: false,
  };
}

describe('the search handler', () => {
  it('searches for the meetings and projects its dependencies found, leaving out notes already listed', async () => {
    const vault = copyOfSampleVault();
    const session = tempDir();
    const engine = await openBuiltinSearch({ vault, cacheDir: join(tempDir(), 'cache') });
    const migration = join(vault, '01_Projects/2026-12-15-platform-migration.md');
    const deps = new Map<string, TaskOutcome>([
      [
        'calendar',
        {
          status: 'ok',
          summary: '',
          data: { events: [{ title: 'Design review' }, { title: '1:1 Sarah / Alex', oneOnOne: { name: 'Sarah Chen' } }] },
        },
      ],
      [
        'projects',
        {
          status: 'ok',
          summary: '',
          data: { projects: [{ title: 'Platform migration', path: migration }] },
          refs: [{ label: 'Platform migration', path: migration, exists: true }],
        },
      ],
    ]);
    const input = {
      task: task(['calendar', 'projects']),
      deps,
      signal: new AbortController().signal,
      vault,
      sessionDir: session,
      config: loadVaultConfig(vault),
      resolution: resolveTime('next monday', new Date(2026, 10, 22, 9)),
      env: {},
    } as TaskInput;
    const result = await searchHandler(async () => engine, 5)(input);
    const md = readFileSync(join(session, 'resources.md'), 'utf8');
    expect(md).toContain('Query: Design review | Sarah Chen | Platform migration');
    expect(md).toContain(`- path: ${join(vault, '03_Resources/Design review checklist.md')}`);
    expect(md).not.toContain(`- path: ${migration}`);
    expect(result.files?.[0]?.summary).toMatch(/^\d+ documents? found for "Design review \| Sarah Chen \| Platform migration"$/);
    // Each term got its own search: the checklist for the design review and Sarah's note both made it.
    expect(md).toContain(`- path: ${join(vault, '02_Areas/People/Sarah Chen.md')}`);
    // The terms' results were taken in turns, but the file lists them best first.
    const scores = [...md.matchAll(/^- score: ([\d.]+)$/gm)].map((m) => Number(m[1]));
    expect(scores.length).toBeGreaterThan(2);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('leaves out notes dated by their name after the range the need states, and says how many', async () => {
    const vault = copyOfSampleVault();
    const session = tempDir();
    const engine = await openBuiltinSearch({ vault, cacheDir: join(tempDir(), 'cache') });
    const t = {
      ...task([]),
      texts: ['Search results for documents about the hiring round in September'],
      range: { start: '2026-09-01', end: '2026-09-30' },
      basis: 'september',
    };
    const input = {
      task: t,
      deps: new Map(),
      signal: new AbortController().signal,
      vault,
      sessionDir: session,
      config: loadVaultConfig(vault),
      resolution: resolveTime('2026-09-15', new Date(2026, 10, 22, 9)),
      env: {},
    } as TaskInput;
    const unbounded = await engine.search('hiring round', { limit: 20 });
    const dated = unbounded.filter((h) => (/(\d{4}-\d{2}-\d{2})/.exec(h.relative.split('/').pop()!)?.[1] ?? '0000') > '2026-09-30');
    expect(dated.length).toBeGreaterThan(0); // the sample vault has hiring notes dated after September
    const result = await searchHandler(async () => engine, 20)(input);
    const md = readFileSync(join(session, 'resources.md'), 'utf8');
    for (const h of dated) expect(md).not.toContain(`- path: ${h.path}\n`);
    expect(result.summary).toMatch(/; \d+ match(es)? dated after 2026-09-30 left out$/);
  });
});
