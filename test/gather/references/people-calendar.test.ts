/**
 * People from a real calendar whose names are written "Last, First": an Outlook invitation (Exchange's
 * X-MICROSOFT-CDO fields, an Outlook UID) as Yahoo re-exported it, from ical4j's test data
 * (fixtures/calendars/README.md). Its organizer is `CN="Reißer, Wolfgang":mailto:MAILTO:Wolfgang.Reisser@…`.
 */
process.env.TZ = 'Europe/Berlin';

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ONE_ON_ONE_PATTERNS, loadCalendar, type CalendarEvent } from '../../../src/gather/calendar/index.js';
import { meetingsHandler } from '../../../src/gather/meetings/handler.js';
import { resolveReferences } from '../../../src/gather/references/resolve.js';
import { vaultViews } from '../../../src/gather/vault-view.js';
import { loadVaultConfig } from '../../../src/vault/config.js';
import { REPO, tempDir } from '../../support/tmp.js';
import { taskInput } from '../../support/task-input.js';
import { writeTree, type TreeEntry } from '../../support/write-tree.js';

const FIXTURE = join(REPO, 'fixtures/calendars/real/ical4j-yahoo2.ics');
const DAY = '2015-01-30'; // 23:00Z on the 29th is past midnight in Berlin

async function events(): Promise<CalendarEvent[]> {
  const result = await loadCalendar({
    sources: [{ type: 'ics', name: 'yahoo', path: FIXTURE }],
    range: { start: DAY, end: DAY },
    oneOnOnePatterns: [...DEFAULT_ONE_ON_ONE_PATTERNS],
    user: { names: [], emails: ['wolfgang.reisser@gmx.de'] },
  });
  return result.events;
}

async function people(tree: Record<string, TreeEntry>) {
  const vault = writeTree(join(tempDir(), 'v'), { '.skill/config.yaml': 'layout:\n  people: People\n', ...tree });
  const calendar = { status: 'ok' as const, summary: '', data: { events: await events() } };
  const input = taskInput({
    vault,
    config: loadVaultConfig(vault),
    params: { kind: 'people', source: ['attendees'] },
    deps: { calendar },
    missing: 'no file — suggest creating',
  });
  const r = await resolveReferences(input);
  return {
    vault,
    refs: r.refs!.map((x) => ({ label: x.label, path: x.path.slice(vault.length + 1), exists: x.exists, detail: x.detail })),
  };
}

describe('calendar people written "Last, First" (a real Outlook invitation)', () => {
  it('the calendar gives the organizer as written, with the doubled mailto: prefix removed', async () => {
    const [meeting] = await events();
    expect(meeting!.title).toBe('C502150229 - Testtermin für GMX-Support');
    expect(meeting!.attendees).toEqual([
      { email: 'begenda.als5@gmx.de' },
      { name: 'Reißer, Wolfgang', email: 'wolfgang.reisser@strabag-pfs.com' },
    ]);
  });

  it('finds the note whose frontmatter has the address, and says so', async () => {
    const { refs } = await people({ 'People/W. Reißer (Strabag).md': '---\nE-Mail: [Wolfgang.Reisser@strabag-pfs.com]\n---\n' });
    expect(refs).toContainEqual({
      label: 'W. Reißer (Strabag)',
      path: 'People/W. Reißer (Strabag).md',
      exists: true,
      detail: '(C502150229 - Testtermin für GMX-Support on 2015-01-30; by email wolfgang.reisser@strabag-pfs.com)',
    });
  });

  it('finds "First Last" for "Last, First", and says how the name was read', async () => {
    const { refs } = await people({ 'People/Wolfgang Reißer.md': '# Wolfgang\n' });
    expect(refs).toContainEqual({
      label: 'Wolfgang Reißer',
      path: 'People/Wolfgang Reißer.md',
      exists: true,
      detail: '(C502150229 - Testtermin für GMX-Support on 2015-01-30; "Reißer, Wolfgang" read as Wolfgang Reißer)',
    });
    // A note of that name outside the people folder is found the same way.
    const elsewhere = await people({ 'People/.keep': '', 'Contacts/Wolfgang Reißer.md': '# W\n' });
    expect(elsewhere.refs.find((r) => r.exists)).toMatchObject({ label: 'Wolfgang Reißer', path: 'Contacts/Wolfgang Reißer.md' });
  });

  it('the name as written comes before the reversed one', async () => {
    const { refs } = await people({ 'People/Wolfgang Reißer.md': '# W\n', 'People/Reißer Wolfgang.md': '# R\n' });
    expect(refs.filter((r) => r.exists).map((r) => [r.label, r.detail])).toEqual([
      ['Reißer Wolfgang', '(C502150229 - Testtermin für GMX-Support on 2015-01-30)'],
    ]);
  });

  it('suggests "First Last.md" for someone without a note, never a file name with a comma', async () => {
    const { refs } = await people({ 'People/.keep': '' });
    expect(refs).toEqual([
      {
        label: 'Begenda Als',
        path: 'People/Begenda Als.md',
        exists: false,
        detail: '(C502150229 - Testtermin für GMX-Support on 2015-01-30)',
      },
      {
        label: 'Wolfgang Reißer',
        path: 'People/Wolfgang Reißer.md',
        exists: false,
        detail: '(C502150229 - Testtermin für GMX-Support on 2015-01-30; the calendar writes "Reißer, Wolfgang")',
      },
    ]);
  });

  it('previous notes find the person the same way, by address or reversed name', async () => {
    const vault = writeTree(join(tempDir(), 'v'), {
      '.skill/config.yaml': 'layout:\n  people: People\n',
      'People/Wolfgang Reißer.md': '# W\n',
      '00_Brain/Periodic/Daily/2015-01-20.md': '# 2015-01-20\n- call with [[Wolfgang Reißer]]\n',
    });
    const calendar = { status: 'ok' as const, summary: '', data: { events: await events() } };
    const input = taskInput({
      vault,
      config: loadVaultConfig(vault),
      handler: 'meetings',
      params: { kind: 'previous', source: ['attendees'] },
      range: { start: DAY, end: DAY },
      deps: { calendar },
    });
    const r = await meetingsHandler(vaultViews())(input);
    expect(r.refs!.map((x) => x.label)).toEqual(['Wolfgang Reißer: 2015-01-20']);
  });
});
