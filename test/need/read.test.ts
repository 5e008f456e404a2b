// The need reader on phrasings of every kind it must handle, each summarised as status, asks (entry, the options
// the words chose, the time words) and the words left unexplained. None of these lines is in the development set.
import { describe, expect, it } from 'vitest';
import { readNeed } from '../../src/need/read.js';
import { catalogueView } from '../../src/plan/planner.js';
import { bundledCatalogue, summarise } from '../support/needs.js';

function table(cases: readonly (readonly [string, string])[]) {
  for (const [need, want] of cases) it(`${need} → ${want}`, () => expect(summarise(need)).toBe(want));
}

describe('several things in one need', () => {
  table([
    ['Quarter.md plus Year.md', 'understood: quarter, year'],
    ['The calendar, my directives and Week.md', 'understood: calendar, directives, week'],
    ['Directives as well as the monthly goals', 'understood: directives, month'],
    ['Week and month notes', 'understood: week, month'],
    ['Project notes and person notes for my 1:1s', 'understood: projects, people[source=one-on-one]'],
    ['Today.md for the day and Week.md for the week', 'understood: today, week'],
    [
      "Yesterday's journal along with the meetings for today",
      "understood: daily-notes @Yesterday's (2026-02-15), calendar @today (2026-02-16)",
    ],
    // A qualifier the first thing takes is not a second thing.
    ['Search results related to the meetings and the projects', 'understood: search[context=meetings+projects]'],
    ['People files for anyone in my meetings or notes', 'understood: people[source=attendees+mentions]'],
    [
      'Project files that were active or mentioned last week',
      'understood: projects[filter=active+mentioned] @last week (2026-02-09..2026-02-15)',
    ],
  ]);
});

describe('the thing and its qualifiers', () => {
  table([
    ['Notes on everyone I am meeting', 'understood: people[source=attendees]'],
    ['Background notes about the colleagues I will see today', 'understood: people[source=attendees] @today (2026-02-16)'],
    ['Profiles of contacts mentioned in the journal', 'understood: people[source=mentions]'],
    ["Anything in the vault related to the day's appointments", "understood: search[context=meetings] @the day's (2026-02-16)"],
    ['Documents relevant to my ongoing initiatives', 'understood: search[context=projects]'],
    ['Calendar entries', 'understood: calendar'],
    ['The people behind every one-on-one this week', 'understood: people[source=one-on-one] @this week (2026-02-16..2026-02-22)'],
    ['Teammates I collaborated with last week', 'understood: people[source=mentions] @last week (2026-02-09..2026-02-15)'],
  ]);
});

describe('time inside a need, relative to the target', () => {
  table([
    ["Yesterday's daily note", "understood: daily-notes @Yesterday's (2026-02-15)"],
    ["Tomorrow's appointments", "understood: calendar @Tomorrow's (2026-02-17)"],
    ['Journal entries from the day before', 'understood: daily-notes @the day before (2026-02-15)'],
    ['Meetings on the day after', 'understood: calendar @the day after (2026-02-17)'],
    ['Daily logs for the last 5 days', 'understood: daily-notes @the last 5 days (2026-02-11..2026-02-15)'],
    ['Diary entries covering the past two weeks', 'understood: daily-notes @the past two weeks (2026-02-02..2026-02-15)'],
    ['Events over the next 3 days', 'understood: calendar @the next 3 days (2026-02-16..2026-02-18)'],
    ['Daily notes from last month', 'understood: daily-notes @last month (2026-01-01..2026-01-31)'],
    ['Weekly reviews for this month', 'understood: weekly-archives @this month (2026-02-01..2026-02-28)'],
    ['Journal pages for the working days of the week', 'understood: daily-notes @the week +workdays (2026-02-16..2026-02-22)'],
    ['Recent journal entries', 'understood: daily-notes @Recent (2026-02-09..2026-02-15)'],
    ["Last year's annual review", "understood: yearly-archives @Last year's (2025-01-01..2025-12-31)"],
    ['The calendar for the week ahead', 'understood: calendar @the week ahead (2026-02-16..2026-02-22)'],
    ['Daily notes over the past fortnight', 'understood: daily-notes @the past fortnight (2026-02-02..2026-02-15)'],
    ['The last 3 daily notes', 'understood: daily-notes @The last 3 (2026-02-13..2026-02-15)'],
    ['Everything on my calendar for the next two weeks', 'understood: calendar @the next two weeks (2026-02-16..2026-03-01)'],
  ]);
});

describe('word forms and synonyms', () => {
  table([
    ['My objectives for this quarter', 'understood: quarter'],
    ["This week's priorities", 'understood: week'],
    ['The annual theme', 'understood: year'],
    ['Monthly intentions', 'understood: month'],
    ['Operating principles and rules I follow', 'understood: directives'],
    ['Work in progress', 'understood: projects'],
    ['My schedule for today', 'understood: calendar @today (2026-02-16)'],
    ['Monthly recaps for the quarter', 'understood: monthly-archives @the quarter (2026-01-01..2026-03-31)'],
    ["Co-workers in today's meetings", "understood: people[source=attendees] @today's (2026-02-16)"],
  ]);
});

describe('filters', () => {
  table([
    ['Projects with a deadline in the next 14 days', 'understood: projects[due=in-range] @the next 14 days (2026-02-16..2026-03-01)'],
    ['Finished projects from this quarter', 'understood: projects[filter=done] @this quarter (2026-01-01..2026-03-31)'],
    ['Projects I touched yesterday', 'understood: projects[filter=mentioned] @yesterday (2026-02-15)'],
  ]);
});

describe('honest about what it does not understand', () => {
  table([
    ['Unread emails from my manager', 'unmatched | Unread emails manager'],
    ['The weather for the week', 'unmatched | weather'],
    ['Quarterly sales figures', 'unmatched | Quarterly sales figures'],
    // Bookings are events, but which room is not something the calendar can filter by.
    ['Meeting room bookings', 'partly: calendar | room'],
    ['Calendar events and Slack threads', 'partly: calendar | Slack threads'],
    ['Zoom calls for tomorrow', 'partly: calendar @tomorrow (2026-02-17) | Zoom'],
    // A negation is never read as its opposite, and a filter no option applies is reported.
    ['Projects not mentioned this week', 'partly: projects | not mentioned this week'],
    ['Projects tagged urgent', 'partly: projects | tagged urgent'],
    // A time on a note that has no range must be the target's own.
    ['Week.md for last week', 'partly: week | last week'],
  ]);

  it('reads a need of filler words alone as naming nothing', () => {
    const r = readNeed('Anything useful', catalogueView(bundledCatalogue));
    expect(r).toMatchObject({ status: 'unmatched', unexplained: [], reason: expect.stringMatching(/names nothing/) });
  });

  it('suggests phrasings only when the need shares a word that names a thing', () => {
    const view = catalogueView(bundledCatalogue);
    expect(readNeed('Tasks due today', view).suggestions).toBeUndefined();
    expect(readNeed('The quarterly numbers', view).suggestions?.[0]).toMatch(/^"quarterly goals" \(Quarter.md\)$/);
  });
});

// A second blind probe (60 phrasings written without the reader in sight) found these read wrong or in silence.
describe('what a second blind probe found', () => {
  table([
    // A filter word that is part of one of the entry's names still filters.
    ['Completed tasks from the past fortnight', 'understood: tasks[status=done] @the past fortnight (2026-02-02..2026-02-15)'],
    ['Overdue tasks', 'understood: tasks[dates=overdue]'],
    ['Scheduled tasks for tomorrow', 'understood: tasks[dates=scheduled] @tomorrow (2026-02-17)'],
    // Each time of a list of times asks for the thing.
    ["Yesterday's and today's daily notes", "understood: daily-notes @Yesterday's (2026-02-15), daily-notes @today's (2026-02-16)"],
    ['Daily notes for yesterday and today', 'understood: daily-notes @yesterday (2026-02-15), daily-notes @today (2026-02-16)'],
    // A #tag or a quoted phrase is a value, never a name.
    ['Notes tagged #meeting', 'understood: tagged[tag=meeting]'],
    ['Notes mentioning "tasks"', 'understood: mentions[name=tasks]'],
    // A role picks some people out and no option can: said, not read as everyone.
    ['Person notes for my direct reports', 'partly: people | direct reports'],
    ['People from my weekly review', 'partly: people | weekly review'],
    // "the past month" is the month before the target, day for day; "last month" the calendar month.
    ['Daily notes over the last month', 'understood: daily-notes @the last month (2026-01-17..2026-02-15)'],
    ['Notes I edited this week', 'understood: modified @this week (2026-02-16..2026-02-22)'],
    // The general notes query (issue 22): notes by the date they were made.
    ['Notes I created this week', 'understood: query[date=created] @this week (2026-02-16..2026-02-22)'],
    ["Unfinished todos from yesterday's daily note", "understood: tasks[source=day-note] @yesterday's (2026-02-15)"],
    ["The projects I'm currently working on", 'understood: projects'],
    ["Projects that aren't finished yet", 'understood: projects'],
    ['Overdue projects', 'understood: projects[due=overdue]'],
  ]);
});

describe('what a third blind probe found', () => {
  table([
    // A negation ends what a capture takes: the tag, person or topic is what comes before it.
    ['Notes tagged #exam but not #draft', 'partly: tagged[tag=exam] | but not #draft'],
    // A word that narrows a thing no option can narrow is said, not read as all of it.
    ['My work calendar for the week', 'partly: calendar @the week (2026-02-16..2026-02-22) | work'],
    ['Personal appointments tomorrow', 'partly: calendar @tomorrow (2026-02-17) | Personal'],
    // Times up to a point are times, not dropped prepositions.
    ['Open tasks due by Friday', 'understood: tasks[dates=due] @by Friday (2026-02-16..2026-02-20)'],
    ['Calendar till the end of the week', 'understood: calendar @till the end of the week (2026-02-16..2026-02-22)'],
    ['Daily notes since the first of the month', 'understood: daily-notes @since the first of the month (2026-02-01..2026-02-15)'],
    ['Calendar for the fortnight ahead', 'understood: calendar @the fortnight ahead (2026-02-16..2026-03-01)'],
  ]);
});

describe('what a fourth blind probe found', () => {
  table([
    // A catalogue name followed by "folder" is the folder's name.
    ['Notes in the Projects folder', 'understood: folder[folder=Projects]'],
    ['Files from the People directory', 'understood: folder[folder=People]'],
    // A container word in front of the head's name narrows it: said, not swallowed.
    ['Reading notes tagged #thesis', 'partly: tagged[tag=thesis] | Reading'],
    ['Anything tagged #holiday from the summer', 'partly: tagged[tag=holiday] | summer'],
    // Two times joined are one span, not a second time left unread.
    ['Daily notes from January until June', 'understood: daily-notes @from January until June (2026-01-01..2026-06-30)'],
    ['Calendar for December 3-5', 'understood: calendar @December 3 5 (2026-12-03..2026-12-05)'],
    ['Calendar events, i.e. meetings, for the day', 'understood: calendar @the day (2026-02-16)'],
    // Found in review: a folder's whole name; a narrowing word inside a time; "what" is no narrowing container.
    ['Notes in the Weekly Reviews folder', 'understood: folder[folder=Weekly Reviews]'],
    ['Calendar events on work days', 'understood: calendar @workdays (2026-02-16..2026-02-22)'],
    ['What meetings I have today', 'understood: calendar @today (2026-02-16)'],
    ['Notes about data viz', 'understood: search[topic=data viz]'],
    ['Tasks: the 5 may be listed', 'partly: tasks | 5'],
    // The passive says the same as "notes mentioning Marco".
    ['All the notes where Marco is mentioned this month', 'understood: mentions[name=Marco] @this month (2026-02-01..2026-02-28)'],
  ]);
});

describe('what a fifth blind probe found', () => {
  table([
    // What comes after a negation is not wanted: no time, no thing, no default that would gather exactly it.
    [
      'Only the weekday calendar, Monday to Friday, not the weekend',
      'partly: calendar @workdays (2026-02-16..2026-02-22) | not the weekend',
    ],
    ['Recently edited notes, excluding daily notes', 'partly: modified @Recently (2026-02-09..2026-02-15) | excluding daily'],
    ['Projects that are not active', 'unmatched | Projects not active'],
    // "The one before it" stands for a thing it does not name: said.
    [
      "Last month's monthly review and the one before it as well",
      "partly: monthly-archives @Last month's (2026-01-01..2026-01-31) | the one",
    ],
    // A day of another week, and a span of days of it.
    [
      'Daily notes from Monday through Thursday of last week',
      'understood: daily-notes @from Monday through Thursday of last week (2026-02-09..2026-02-12)',
    ],
  ]);
});

describe('what a sixth blind probe found', () => {
  table([
    // A shared qualifier goes to each thing of the list; a thing asked for at a second time keeps the first's filters.
    [
      'Tasks and projects due the week after next',
      'understood: tasks[dates=due] @the week after next (2026-03-02..2026-03-08), projects[due=in-range] @the week after next (2026-03-02..2026-03-08)',
    ],
    [
      'Tasks due tomorrow or the day after',
      'understood: tasks[dates=due] @tomorrow (2026-02-17), tasks[dates=due] @the day after (2026-02-18)',
    ],
    // Words no name covers, kept in a thing the need names: that thing, the words said.
    ['Exam dates on my calendar over the next 6 weeks', 'partly: calendar @the next 6 weeks (2026-02-16..2026-03-29) | Exam dates'],
    ['Phone numbers from my contacts app', 'unmatched | Phone numbers contacts app'],
    // A folder path, a calendar of one kind, a time with no thing while another thing is gathered.
    ['Notes in the Therapy/Clients folder', 'understood: folder[folder=Therapy/Clients]'],
    ['Notes in the 02_Areas/People folder', 'understood: folder[folder=02_Areas/People]'],
    ['My content calendar for December', 'partly: calendar @December (2026-12-01..2026-12-31) | content'],
    [
      'Every 1:1 I had over the past 3 weeks, and the people files for whoever I met with',
      'partly: people[source=attendees] | 1:1 past 3 weeks',
    ],
  ]);
});

describe('found in review of the probe fixes', () => {
  table([
    // A qualifier with a negation is never shared: the tasks are not made done, or due.
    ['Tasks and projects that are not done', 'understood: tasks, projects'],
    [
      'Overdue tasks and projects completed this week',
      'understood: tasks[dates=overdue] @this week (2026-02-16..2026-02-22), projects[filter=done] @this week (2026-02-16..2026-02-22)',
    ],
    ['Open tasks and projects (if any are overdue)', 'understood: tasks, projects'],
    // A thing before the negation is still wanted; a default is not excluded when the words chose another value.
    ['Projects but not tasks', 'partly: projects | but not tasks'],
    ['Today.md and Week.md but not Month.md', 'partly: today, week | but not Month.md'],
    ["People files for anyone I'm meeting except 1:1s", 'partly: people[source=attendees] | except 1:1s'],
    ["Every person I'm meeting today, whether or not it's a 1:1", 'understood: people[source=attendees] @today (2026-02-16)'],
    ['Projects, not just active ones', 'partly: projects | not active'],
    // A negation reaches to the end of its clause, and over a list of times.
    ["Projects that aren't finished, due this month", 'understood: projects[due=in-range] @this month (2026-02-01..2026-02-28)'],
    [
      'Calendar for this week excluding Monday and Friday',
      'partly: calendar @this week (2026-02-16..2026-02-22) | excluding Monday Friday',
    ],
    // The second of a list read from the first only where it goes on from it.
    ['Daily notes for yesterday and Friday', 'understood: daily-notes @yesterday (2026-02-15), daily-notes @Friday (2026-02-13)'],
    ['Calendar for Wednesday and the day after', 'understood: calendar @Wednesday (2026-02-18), calendar @the day after (2026-02-19)'],
    [
      'Monthly archives for last month and the month before',
      'understood: monthly-archives @last month (2026-01-01..2026-01-31), monthly-archives @the month before (2025-12-01..2025-12-31)',
    ],
    // A filter word of the thing is no word to say: "overdue items in my projects" is not read as projects.
    ['Overdue items in my projects', 'unmatched | Overdue projects'],
    ['Files in the Projects/2026 folder', 'understood: folder[folder=Projects/2026]'],
  ]);
});

describe('what a seventh blind probe found', () => {
  table([
    // "The people on them": the people of the thing pointed at (the value of an option that depends on it), then.
    [
      'Calls on my calendar next week, and the people on them',
      'understood: calendar @next week (2026-02-23..2026-03-01), people[source=attendees] @next week (2026-02-23..2026-03-01)',
    ],
    ['Daily notes from the weekend before last', 'understood: daily-notes @the weekend before last (2026-02-07..2026-02-08)'],
    ['All active projects, with the exception of those mentioned last week', 'partly: projects | exception mentioned last week'],
  ]);
});

describe('a working note at another time is the archive of that time', () => {
  table([
    ["The previous month's note", "understood: monthly-archives @The previous month's (2026-01-01..2026-01-31)"],
    ['The month note from two months ago', 'understood: monthly-archives @two months ago (2025-12-01..2025-12-31)'],
    ["Last week's weekly goals", "understood: weekly-archives @Last week's (2026-02-09..2026-02-15)"],
    // The file itself was named: reported, not swapped for another note.
    ['Week.md for last week', 'partly: week | last week'],
  ]);
});

describe("the vault's own terms (the vault profile's seam)", () => {
  it('reads a term passed in as a thing with the option values it stands for, and nothing without it', () => {
    const view = catalogueView(bundledCatalogue);
    const terms = [{ phrase: 'tsundoku pile', entry: 'resolve-notes#folder', options: { folder: ['Tsundoku'] } }];
    const withTerm = readNeed('My tsundoku pile for the week', view, [], terms);
    expect(withTerm).toMatchObject({ status: 'understood', asks: [{ entry: 'folder', options: { folder: ['Tsundoku'] } }] });
    expect(readNeed('My tsundoku pile for the week', view).status).toBe('unmatched');
    // A term for an entry the catalogue lacks names nothing.
    expect(readNeed('My tsundoku pile', view, [], [{ phrase: 'tsundoku pile', entry: 'nowhere#none' }]).status).toBe('unmatched');
  });
});

// Checklist lines as real people write them (issue 21): none of these is in real-dev.tsv; each shows a general rule.
describe('checklists: the activity is no thing, a question asks for what it names', () => {
  table([
    ['Review projects', 'understood: projects'],
    ['Scan through the weekly reviews written this month', 'understood: weekly-archives @this month (2026-02-01..2026-02-28)'],
    ['Review of the week', 'understood: weekly-archives @the week (2026-02-16..2026-02-22)'],
    ['Go over my journal for last week', 'understood: daily-notes @last week (2026-02-09..2026-02-15)'],
    ['How am I doing on my quarterly goals?', 'understood: quarter'],
    ['What did I get done last week?', 'understood: tasks[status=done] @last week (2026-02-09..2026-02-15)'],
    ['Check whether any tasks are overdue', 'understood: tasks[dates=overdue]'],
    ["Glance at the calendar, and prepare for tomorrow's calendar", "understood: calendar, calendar @tomorrow's (2026-02-17)"],
    ['Review quarter', 'understood: quarterly-archives'],
  ]);
});

describe('checklists: what to look for in notes, glosses, headings, owners', () => {
  table([
    ["Energy levels from last week's daily notes", "understood: daily-notes @last week's (2026-02-09..2026-02-15)"],
    ["Decisions from yesterday's meetings", "understood: meeting-notes @yesterday's (2026-02-15)"],
    ['Big rocks (projects) due this month', 'understood: projects[due=in-range] @this month (2026-02-01..2026-02-28)'],
    [
      'Due this week: tasks and projects',
      'understood: tasks[dates=due] @this week (2026-02-16..2026-02-22), projects[due=in-range] @this week (2026-02-16..2026-02-22)',
    ],
    ['Their monthly goals', 'unmatched | monthly goals'],
    ["Priya's projects", "unmatched | Priya's projects"],
    // A thing found from notes stays that thing: the people, with the weekly review said.
    ['People from my weekly review', 'partly: people | weekly review'],
  ]);
});

describe('catalogue gaps: next actions, deadlines, overdue, undated', () => {
  table([
    ['My next actions', 'understood: tasks'],
    ['Over due tasks', 'understood: tasks[dates=overdue]'],
    [
      'Deadlines in the next two weeks',
      'understood: tasks[dates=due] @the next two weeks (2026-02-16..2026-03-01), projects[due=in-range] @the next two weeks (2026-02-16..2026-03-01)',
    ],
    ['Tasks with no due date', 'understood: tasks[dates=undated]'],
    // Waiting-for and someday lists are tasks marked so (fetch-tasks `marks:`); planned with no vault's marks to go by
    // they are said, never gathered as all tasks (test/plan/planner.test.ts has them with a vault's marks).
    ['Review @waitfor list', 'unmatched | waitfor list'],
    ['Someday maybe tasks', 'unmatched | Someday maybe tasks'],
  ]);
});

// The previous N notes with a person (resolve-meetings previous-notes, `count: { capture: count }`): a count after
// the back word is part of the name and says how many; a back word on a singular name is one. Where the 1:1 is the
// head noun itself ("the previous two one-on-ones") no name of the catalogue is there: said, not guessed.
describe('the previous N notes with a person', () => {
  table([
    ['The previous two 1:1 notes', 'understood: previous-notes[count=2 source=one-on-one]'],
    ['My last 1:1 note', 'understood: previous-notes[count=1 source=one-on-one]'],
    ['My last three meeting notes', 'understood: previous-notes[count=3 source=attendees]'],
    ['Previous notes', 'understood: previous-notes'],
    ['The last two weeks of daily notes', 'understood: daily-notes @The last two weeks (2026-02-02..2026-02-15)'],
    ['Notes from the previous two one-on-ones', 'unmatched | previous two one-on-ones'],
  ]);
});
