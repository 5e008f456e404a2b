/**
 * The vault profile's parts on notes written the ways real vaults write them (the whole vaults are in vaults.test.ts):
 * what a note's text marks, how a .base filter reads, which file names make a periodic pattern, and the profile's
 * rules — config over discovery, templates never a kind, explicit marks over folders, status read as written.
 */
import { describe, expect, it } from 'vitest';
import { noteMarks } from '../../src/vault/note-marks.js';
import { baseMarkers } from '../../src/vault/bases.js';
import { discoverPeriodic, formatRegex } from '../../src/vault/periodic-discover.js';
import { discoverProfile, projectStatus, type ProfileNote } from '../../src/vault/profile.js';

const note = (rel: string, text: string): ProfileNote => ({ rel, marks: noteMarks(text) });

describe('note marks', () => {
  it('reads links, lists and # out of frontmatter values, tags from both places, and Dataview fields outside code', () => {
    const m = noteMarks(
      '---\ncategories:\n  - "[[People]]"\nstatus: ["[[Active]]"]\ntags: [Project, "#area/work"]\n---\nstatus:: done\n- [type:: meeting]\nA #person here, not `#code` nor\n```\nkind:: project #fenced\n```\n',
    );
    expect(m.props.categories).toEqual(['people']);
    expect(m.props.status).toEqual(['active']);
    expect(m.tags).toEqual(['project', 'area/work', 'person']);
    expect(m.fields).toEqual({ status: ['done'], type: ['meeting'] });
  });

  it('reads broken frontmatter as none and still reads the body', () => {
    expect(noteMarks('---\ntype: [unclosed\n---\n#project\n')).toEqual({ props: {}, tags: ['project'], fields: {} });
  });
});

describe('project status', () => {
  it('is the status as written (lists and links too), else an end-date field, else unknown', () => {
    expect(projectStatus(noteMarks('---\nstatus:\n  - "[[Active]]"\n---\n'))?.status).toBe('active');
    expect(projectStatus(noteMarks('status:: done\n'))?.status).toBe('done');
    expect(projectStatus(noteMarks('---\nstatus: on-hold\n---\n'))).toMatchObject({ status: 'other', text: 'on-hold' });
    expect(projectStatus(noteMarks('completed:: \n'))?.status).toBe('active');
    expect(projectStatus(noteMarks('completed:: [[2021-12-04]]\n'))?.status).toBe('done');
    expect(projectStatus(noteMarks('# no status\n'))).toBeUndefined();
  });
});

describe('Obsidian Bases filters', () => {
  it("reads kepano's People.base (Templates/Bases/People.base @ 4736973) and the other filter forms; negations are not markers", () => {
    const people = 'filters:\n  and:\n    - \'!file.name.contains("Template")\'\n    - categories.contains(link("People"))\n';
    expect(baseMarkers('Templates/Bases/People.base', people)).toEqual([
      { file: 'Templates/Bases/People.base', on: 'categories', value: 'people' },
    ]);
    const other = 'filters:\n  or:\n    - file.hasTag("project")\n    - file.inFolder("04 Projects")\n    - note.type == "Project"\n';
    expect(baseMarkers('P.base', other).map((m) => [m.on, m.value])).toEqual([
      ['tag', 'project'],
      ['folder', '04 Projects'],
      ['type', 'project'],
    ]);
  });
});

describe('periodic notes from file names', () => {
  it('finds a prefixed daily pattern, a weekly one, year folders folded into the format, and leaves one-off dates alone', () => {
    const found = discoverPeriodic([
      'Diary/Diary-20230312.md',
      'Diary/Diary-20230313.md',
      'Diary/Diary-20230319.md',
      'Journal/Weekly/2026-W46.md',
      'Log/2024/2024-01-05.md',
      'Log/2025/2025-03-01.md',
      'Log/2025/2025-03-02.md',
      'Log/2025/2025-03-03.md',
      'Notes/2023-09-12 Meeting with Steph.md',
      'Trips/2023.md',
    ]);
    expect(found.daily).toMatchObject({ folder: 'Log', format: 'YYYY/YYYY-MM-DD', notes: 4 });
    expect(found.weekly).toMatchObject({ folder: 'Journal/Weekly', format: 'gggg-[W]ww', notes: 1 });
    expect(found.yearly).toBeUndefined();
    expect(discoverPeriodic(['Diary/Diary-20230312.md', 'Diary/Diary-20230313.md']).daily).toMatchObject({
      folder: 'Diary',
      format: '[Diary-]YYYYMMDD',
    });
  });

  it('turns a moment format into the names it writes', () => {
    expect(formatRegex('[Diary-]YYYYMMDD').test('Diary-20230312')).toBe(true);
    expect(formatRegex('gggg-[W]ww').test('2026-W47')).toBe(true);
    expect(formatRegex('YYYY-MM-DD').test('2026-11-27 Meeting')).toBe(false);
  });
});

describe('the profile', () => {
  const vault = [
    note('Templates/Person.md', '---\ntype: person\n---\n'),
    note('People Template.md', '---\ncategories: ["[[People]]"]\n---\n'),
    note('05 People/Ada Lovelace.md', '# Ada\n'),
    note('05 People/Acme Corp.md', '---\ntype: company\n---\n'),
    note('05 People/README.md', '# index\n'),
    note('References/Steph Ango.md', '---\ncategories: ["[[People]]"]\n---\n'),
    note('04_Project/Launch/Launch.md', '---\nstatus: active\n---\n'),
    note('04_Project/Launch/Meeting/MoM 20230301.md', '---\ntype: meeting\n---\n'),
    note('04_Project/Launch/Research/notes.md', '# material\n'),
    note('04_Project/Old.md', '# no status\n'),
    // SoRobby/ObsidianStarterVault's shapes: the projects folder's own index note, and `document_type` as the kind.
    note('04_Project/04_Project.md', '---\ndocument_type: dashboard\n---\n'),
    note('Spaces/Contacts/Example Contact.md', '---\ndocument_type: contact\n---\n'),
    note('Areas/Garden.md', '---\ntags: project\n---\nstatus:: done\n'),
    note('Notes/How to run a meeting.md', '# no day: about meetings, not one\n'),
    note('Log/2023-09-12 Meeting with Steph.md', '# a meeting\n'),
  ];
  const profile = discoverProfile({ notes: vault, templates: ['Templates'] });

  it('people: a numbered People folder and categories, never a template, an index note or a note marked as something else', () => {
    expect(profile.people.notes).toEqual(['05 People/Ada Lovelace.md', 'References/Steph Ango.md', 'Spaces/Contacts/Example Contact.md']);
    expect(profile.people.rule).toContain('categories contains [[People]] (1 note)');
    expect(profile.people.rule).toContain('folder 05 People/ (1 note)');
  });

  it("projects: the folder's own notes and folder notes, and tagged notes anywhere; a meeting in a project folder is a meeting", () => {
    expect(profile.projects.notes).toEqual(['04_Project/Launch/Launch.md', '04_Project/Old.md', 'Areas/Garden.md']);
    expect(profile.projects.status).toEqual({
      '04_Project/Launch/Launch.md': 'active',
      '04_Project/Old.md': 'unknown',
      'Areas/Garden.md': 'done',
    });
    expect(profile.meetings.notes).toEqual(['04_Project/Launch/Meeting/MoM 20230301.md', 'Log/2023-09-12 Meeting with Steph.md']);
    expect(profile.meetings.dates).toEqual({
      '04_Project/Launch/Meeting/MoM 20230301.md': '2023-03-01',
      'Log/2023-09-12 Meeting with Steph.md': '2023-09-12',
    });
  });

  it('a folder the config names is the rule', () => {
    const own = discoverProfile({
      notes: vault,
      templates: ['Templates'],
      configured: { people: { folder: 'References', origin: 'config' } },
    });
    expect(own.people).toMatchObject({ source: 'config', notes: ['References/Steph Ango.md'], rule: 'folder References/ (1 note)' });
  });

  it('a vault without a kind says so', () => {
    const none = discoverProfile({ notes: [note('Notes/a.md', '# a\n')], templates: [] });
    expect(none.meetings).toMatchObject({ notes: [], rule: expect.stringMatching(/^none in this vault/) });
  });
});
