import { describe, expect, it } from 'vitest';
import { loadCatalogue, parseSubSkill } from '../../src/plan/catalogue.js';
import { planNeeds, lintCatalogueRefs } from '../../src/plan/planner.js';
import { searchPath } from '../../src/ritual/discover.js';
import { resolveTime } from '../../src/time/resolve.js';
import type { Catalogue } from '../../src/plan/catalogue-types.js';

const catalogue = loadCatalogue(searchPath({}));
const SUNDAY = new Date(2026, 10, 22, 9, 0); // 2026-11-22, end of ISO week 2026-W47

function plan(needs: string[], words: string, cat: Catalogue = catalogue) {
  return planNeeds(
    'test',
    needs.map((text, i) => ({ text, line: i + 1 })),
    resolveTime(words, SUNDAY),
    cat,
  );
}

describe('the bundled catalogue', () => {
  it('loads without problems and its after: references resolve', () => {
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.subSkills.map((s) => s.name).sort()).toEqual([
      'fetch-calendar',
      'fetch-resources',
      'fetch-tasks',
      'resolve-meetings',
      'resolve-notes',
      'resolve-references',
    ]);
    expect(lintCatalogueRefs(catalogue)).toEqual([]);
  });
});

describe('how a need is read, as planned', () => {
  it('lists a need nothing understands as unmatched, with the reason, and only suggestions that share a word', () => {
    const p = plan(['Weather forecast', 'Notes from my garden diary'], 'today');
    expect(p.needs[0]).toMatchObject({
      status: 'unmatched',
      reason: expect.stringMatching(/nothing in the catalogue is named by "Weather", "forecast"/),
      taskIds: [],
    });
    expect(p.needs[0]!.suggestions).toBeUndefined();
    expect(p.needs[1]).toMatchObject({ status: 'partly', unexplained: ['garden'] });
  });

  it('gives a need of several things one task each, and says which words chose what', () => {
    const p = plan(['Calendar events and people files for 1:1s, plus Week.md'], 'next monday');
    expect(p.needs[0]!.status).toBe('understood');
    expect(p.needs[0]!.taskIds).toEqual(['calendar', 'people', 'week']);
    expect(p.needs[0]!.asks.find((a) => a.entry === 'people')).toMatchObject({
      options: { source: ['one-on-one'] },
      words: ['people', 'files', '1:1s'],
    });
  });

  it('gathers what a partly understood need did understand, and says what it did not', () => {
    const p = plan(['Active projects with their budgets'], 'today');
    expect(p.needs[0]).toMatchObject({ status: 'partly', unexplained: ['budgets'], taskIds: ['projects'] });
  });
});

describe('planning with scope words and dependencies', () => {
  it('plans a daily planning ritual for next monday', () => {
    const p = plan(
      [
        'Calendar events for the day',
        'People files for anyone with 1:1 meetings',
        'Today.md file for this day (may not exist yet)',
        'Active project files',
      ],
      'next monday',
    );
    const calendar = p.tasks.find((t) => t.id === 'calendar')!;
    expect(calendar.range).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    const people = p.tasks.find((t) => t.id === 'people')!;
    expect(people.params.source).toEqual(['one-on-one']);
    // The people task depends on the one calendar task the ritual already asked for, not a second one.
    expect(people.dependsOn).toEqual(['calendar']);
    expect(p.tasks.filter((t) => t.sub === 'fetch-calendar')).toHaveLength(1);
    expect(p.tasks.find((t) => t.id === 'today')).toMatchObject({ optional: true, range: undefined });
    expect(p.tasks.find((t) => t.id === 'projects')?.params.filter).toEqual(['active']);
  });

  it('adds the calendar as a hidden dependency when the ritual does not ask for it', () => {
    const p = plan(['People files for anyone with 1:1 meetings'], 'tomorrow');
    expect(p.tasks.map((t) => [t.id, t.needs])).toEqual([
      ['people', [0]],
      ['calendar', []],
    ]);
  });

  it('picks week ranges from scope words', () => {
    const p = plan(
      [
        'All daily archive files for the week (workdays)',
        "Prior week's daily archives",
        'Calendar events for the upcoming week',
        'People files mentioned in the week',
      ],
      'last week',
    );
    const [days, prior, calendar] = p.tasks;
    expect(days).toMatchObject({ range: { start: '2026-11-09', end: '2026-11-15' }, basis: 'the week' });
    expect(days!.days).toEqual(['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']);
    expect(prior).toMatchObject({ range: { start: '2026-11-02', end: '2026-11-08' }, basis: "Prior week's" });
    // Run after its target week (on Sunday for last week), "the upcoming week" is the one after it.
    expect(calendar).toMatchObject({ range: { start: '2026-11-16', end: '2026-11-22' } });
    const people = p.tasks.find((t) => t.id === 'people')!;
    expect(people.params.source).toEqual(['mentions']);
    // "mentioned in the week" depends on that week's daily notes: all seven days, not the workdays task.
    const dep = p.tasks.find((t) => t.id === people.dependsOn[0])!;
    expect(dep).toMatchObject({ entry: 'daily-notes', range: { start: '2026-11-09', end: '2026-11-15' } });
    expect(dep.days).toHaveLength(7);
  });

  it('reads "upcoming week" from a day target as the week after', () => {
    const p = plan(['Calendar events for the upcoming week'], 'today');
    expect(p.tasks[0]?.range).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('merges two needs that ask for the same thing into one task', () => {
    const p = plan(['Week.md for weekly context', 'Current Week.md (may need archiving)'], 'today');
    expect(p.tasks).toHaveLength(1);
    expect(p.tasks[0]!.needs).toEqual([0, 1]);
  });
});

describe('time up to a point', () => {
  // SUNDAY is 2026-11-22; "today" is that Sunday, "next monday" 2026-11-23.
  it('reads until / by as the target up to that time, included, and a bare day name as the coming one', () => {
    const p = plan(['Calendar until Friday', 'Tasks due by the end of the month'], 'next monday');
    expect(p.tasks.find((t) => t.entry === 'calendar')?.range).toEqual({ start: '2026-11-23', end: '2026-11-27' });
    expect(p.tasks.find((t) => t.entry === 'tasks')?.range).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(p.needs.map((n) => n.status)).toEqual(['understood', 'understood']);
  });

  it('reads before as up to the day before', () => {
    const p = plan(['Tasks due before Friday'], 'next monday');
    expect(p.tasks[0]?.range).toEqual({ start: '2026-11-23', end: '2026-11-26' });
  });

  it('says so when the time is already past, and keeps the target instead of inventing dates', () => {
    const p = plan(['Calendar until last Friday'], 'next monday');
    expect(p.needs[0]).toMatchObject({ status: 'partly', unexplained: ['until last Friday'] });
    expect(p.tasks[0]?.range).toEqual({ start: '2026-11-23', end: '2026-11-23' });
  });

  it('reads the second day of a list from the first', () => {
    // "next monday" is 2026-11-23: Thursday 26, then the Friday after it, not the one nearest the Monday.
    const p = plan(['Calendar for Thursday and Friday', 'Daily notes for yesterday and the day before'], 'next monday');
    expect(p.tasks.filter((t) => t.entry === 'calendar').map((t) => t.range?.start)).toEqual(['2026-11-26', '2026-11-27']);
    expect(p.tasks.filter((t) => t.entry === 'daily-notes').map((t) => t.range?.start)).toEqual(['2026-11-22', '2026-11-21']);
  });

  it('reads a date written with its day of the month, in the target year unless it names another', () => {
    const p = plan(['Calendar for 1 December', 'Daily notes since the 1st of November', 'Tasks due by Dec 3rd, 2027'], 'next monday');
    expect(p.tasks.find((t) => t.entry === 'calendar')?.range).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(p.tasks.find((t) => t.entry === 'daily-notes')?.range).toEqual({ start: '2026-11-01', end: '2026-11-23' });
    expect(p.tasks.find((t) => t.entry === 'tasks')?.range).toEqual({ start: '2026-11-23', end: '2027-12-03' });
    expect(p.needs.map((n) => n.status)).toEqual(['understood', 'understood', 'understood']);
  });

  it('says so when a date is not a real day, or a span runs backwards', () => {
    const p = plan(['Calendar for February 30', 'Daily notes from June 2026 until January 2026'], 'next monday');
    expect(p.needs[0]).toMatchObject({ status: 'partly', unexplained: ['February 30'] });
    expect(p.needs[1]).toMatchObject({ status: 'partly', unexplained: ['from June 2026 until January 2026'] });
  });

  it('reads a span of year-less dates in the year that puts it nearest the target', () => {
    const p = planNeeds(
      't',
      [
        { text: 'Calendar from 30 December to 2 January', line: 1 },
        { text: 'Daily notes for this week so far', line: 2 },
      ],
      resolveTime('today', new Date(2027, 0, 5, 9)),
      catalogue,
    );
    expect(p.tasks.find((t) => t.entry === 'calendar')?.range).toEqual({ start: '2026-12-30', end: '2027-01-02' });
    // Tuesday 2027-01-05: this week so far is the Monday before it.
    expect(p.tasks.find((t) => t.entry === 'daily-notes')?.range).toEqual({ start: '2027-01-04', end: '2027-01-04' });
    // A span within one year stays in the target's year: archives of a January to June already past.
    expect(plan(['Monthly archives for January until June'], 'next monday').tasks[0]?.range).toEqual({
      start: '2026-01-01',
      end: '2026-06-30',
    });
    // On a Monday there is nothing so far: said.
    expect(plan(['Daily notes for this week so far'], 'next monday').needs[0]).toMatchObject({
      status: 'partly',
      unexplained: ['this week so far'],
    });
  });

  it('reads a month or date without a year on the side the words look to', () => {
    // SUNDAY is 2026-11-22: "since December" is the December before; "until January", "December to February" and
    // "30 December to 2 January" run into the next year.
    const p = plan(
      ['Daily notes since the 1st of December', 'Calendar until January', 'Calendar between 30 December and 2 January'],
      'next monday',
    );
    expect(p.tasks.find((t) => t.entry === 'daily-notes')?.range).toEqual({ start: '2025-12-01', end: '2026-11-23' });
    expect(p.tasks.filter((t) => t.entry === 'calendar').map((t) => t.range)).toEqual([
      { start: '2026-11-23', end: '2027-01-31' },
      { start: '2026-12-30', end: '2027-01-02' },
    ]);
  });

  it('reads "since the start of last month" from where last month starts', () => {
    const p = plan(['Daily notes since the start of last month', 'Calendar until the weekend'], 'next monday');
    expect(p.tasks.find((t) => t.entry === 'daily-notes')?.range).toEqual({ start: '2026-10-01', end: '2026-11-23' });
    // On a Monday "the weekend" alone is the one just past; until it, it is the coming one.
    expect(p.tasks.find((t) => t.entry === 'calendar')?.range).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('reads "the week ahead" of Week.md on a Monday as that week', () => {
    expect(plan(['Week.md for the week ahead'], 'next monday').needs[0]).toMatchObject({ status: 'understood' });
  });

  it('reads "the year ahead" of a note of one period as the next period, which has no archive yet: said', () => {
    const at = (words: string, now: Date) =>
      planNeeds('t', [{ text: 'Goals for the year ahead', line: 1 }], resolveTime(words, now), catalogue).needs[0]!;
    // Not this year's goals (the 365 days from the last day of the year hold it), nor a review of a year not begun.
    expect(at('today', new Date(2026, 11, 31, 9))).toMatchObject({ status: 'partly', unexplained: ['the year ahead'] });
    // A year ritual run for next year: the year ahead is its own.
    expect(at('next year', new Date(2026, 11, 31, 9))).toMatchObject({ status: 'understood' });
  });

  it('reads "since" a day name as the last one before the target, through the target day, and "the week ahead" as the seven days from it', () => {
    const p = plan(['Daily notes since Wednesday', 'Calendar for the week ahead'], 'next wednesday');
    expect(p.tasks.find((t) => t.entry === 'daily-notes')?.range).toEqual({ start: '2026-11-18', end: '2026-11-25' });
    expect(p.tasks.find((t) => t.entry === 'calendar')?.range).toEqual({ start: '2026-11-25', end: '2026-12-01' });
  });

  it('counts two periods on for "after next" and back for "before last"', () => {
    const p = plan(['Calendar for the week after next', "The month before last's daily notes"], 'next monday');
    expect(p.tasks.find((t) => t.entry === 'calendar')?.range).toEqual({ start: '2026-12-07', end: '2026-12-13' });
    expect(p.tasks.find((t) => t.entry === 'daily-notes')?.range).toEqual({ start: '2026-09-01', end: '2026-09-30' });
  });
});

describe('times on a week target', () => {
  it('reads "the weekend" as the week of the target has it, and a day of last week inside last week', () => {
    const p = plan(['Notes I edited over the weekend', 'Daily notes from Monday through Thursday of last week'], 'last week');
    // SUNDAY 2026-11-22: last week is 2026-11-09..15.
    expect(p.tasks.find((t) => t.entry === 'modified')?.range).toEqual({ start: '2026-11-14', end: '2026-11-15' });
    expect(p.tasks.find((t) => t.entry === 'daily-notes')?.range).toEqual({ start: '2026-11-02', end: '2026-11-05' });
  });
});

describe('user sub-skills teach the planner new needs', () => {
  it('plans a need it has never seen once a sub-skill serves it', () => {
    const weather = parseSubSkill(
      '---\nname: fetch-weather\ndescription: d\nproduces: weather.md\nrun: ["weather-cli", "{date}"]\nserves: [weather, forecast]\n---\nbody',
      '/tmp/fetch-weather/SKILL.md',
      'fetch-weather',
      'vault',
    );
    const cat = { ...catalogue, subSkills: [weather, ...catalogue.subSkills], problems: [] };
    const p = plan(['Weather forecast for the day'], 'tomorrow', cat);
    expect(p.tasks[0]).toMatchObject({ sub: 'fetch-weather', produces: 'weather.md', range: { start: '2026-11-23', end: '2026-11-23' } });
    expect(p.tasks[0]!.runner).toEqual({ type: 'command', command: ['weather-cli', '{date}'], timeoutMs: 30_000, maxBytes: 1024 * 1024 });
  });
});

describe('scope words with a wider target', () => {
  it('reads "upcoming quarter" of a year as its first quarter and "prior quarter" as the one before it', () => {
    const p = plan(['Calendar events for the upcoming quarter', "Prior quarter's monthly archives"], 'next year');
    expect(p.tasks[0]?.range).toEqual({ start: '2027-01-01', end: '2027-03-31' });
    expect(p.tasks[1]?.range).toEqual({ start: '2026-10-01', end: '2026-12-31' });
  });
});

// Lists a vault keeps by marks (fetch-tasks `list:` values with `marks:`): served where the vault marks tasks so,
// otherwise not understood with a hint. The vault's marks are a value handed in, asked for only when needed.
describe('waiting-for and someday/maybe tasks', () => {
  const planWith = (needs: string[], marks?: readonly string[]) => {
    let asked = 0;
    const p = planNeeds(
      't',
      needs.map((text, i) => ({ text, line: i + 1 })),
      resolveTime('this week', SUNDAY),
      catalogue,
      marks
        ? {
            marks: () => {
              asked++;
              return marks;
            },
          }
        : {},
    );
    return { p, asked: () => asked };
  };

  it('where the vault marks them: the tasks handler filters by the marks it uses', () => {
    const { p } = planWith(['Waiting for items', 'Someday maybe tasks'], ['#waiting/ana', '[w]', '#someday', '#work']);
    expect(p.needs.map((n) => n.status)).toEqual(['understood', 'understood']);
    expect(p.tasks.map((t) => [t.entry, t.params.list, t.params.marks])).toEqual([
      ['tasks', ['waiting'], ['#waiting', '[w]']],
      ['tasks', ['someday'], ['#someday']],
    ]);
  });

  it('where it does not: not understood, and the hint says how to mark them', () => {
    const { p } = planWith(['Review @waitfor list'], ['#work']);
    expect(p.needs[0]!.status).toBe('unmatched');
    expect(p.tasks).toEqual([]);
    expect(p.needs[0]!.reason).toMatch(/no task in the vault is marked "waiting".*#waiting.*the status \[w\]/);
  });

  it('the vault is read only for a need that names such a list', () => {
    const { p, asked } = planWith(['Open tasks due this week'], []);
    expect(p.needs[0]!.status).toBe('understood');
    expect(asked()).toBe(0);
  });
});
