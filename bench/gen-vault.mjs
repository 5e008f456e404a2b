#!/usr/bin/env node
// Synthetic vault generator for the benchmarks, in the default vault layout (docs/config.md). Deterministic
// (seeded), so runs are comparable. For N notes:
//   00_Brain/Captive/          Today.md, Week.md, Month.md, Quarter.md about the day of `now`
//   00_Brain/Systemic/Directives/  6 directives (~1 KB)
//   00_Brain/Periodic/Daily/   30% of N, capped at 20 years, one a day back from the day before `now` (~2 KB,
//                              [[wikilinks]] to people and projects); Weekly/ (~1 per 7), Monthly/ (~1 per 30)
//   01_Projects/               2% of N (~5 KB): a fifth active, the rest done/cancelled/archived; a tenth in Archive/
//   02_Areas/People/           3% of N (~3 KB; a fifth with aliases, some accented names)
//   02_Areas/Meetings/         meeting notes (~2 KB) and 03_Resources/<topic>/ reference notes: the rest
//   04_Archive/                5% of N, old notes
//   .skill/calendars/work.ics  ~500 VEVENTs around `now`: weekly 1:1s and team meetings (RRULE, an EXDATE, a
//                              RECURRENCE-ID override), the rest single meetings with attendees from People/
//   .skill/config.yaml         `me:` and the built-in search engine
// Filler text comes from a seeded Zipf-like vocabulary of 60,000 invented words (some accented), so search has
// rare and common words to find.
// Usage: node bench/gen-vault.mjs <dir> <notes> [--now 2026-11-23T07:30] [--json]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bump when the output changes, so cached vaults are regenerated. */
export const GENERATOR_VERSION = 2;
export const DEFAULT_NOW = '2026-11-23T07:30:00';

/** A seeded generator (mulberry32): the same vaults and calendars on every machine. */
export function rng(seed) {
  // mulberry32
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Sarah',
  'Robert',
  'Priya',
  'José',
  'Jonas',
  'Mei',
  'Lukas',
  'Amara',
  'Tomás',
  'Ingrid',
  'Kenji',
  'Olga',
  'Rafael',
  'Fatima',
  'Henrik',
  'Chloé',
  'Diego',
  'Aiko',
  'Noah',
  'Leila',
  'Marek',
  'Sofía',
  'Emil',
  'Nadia',
  'Pavel',
  'Zoë',
  'Omar',
  'Greta',
  'Ravi',
  'Hana',
  'Felix',
  'Ines',
  'Arjun',
  'Elif',
  'Mateo',
  'Yara',
  'Stefan',
  'Lucía',
  'Bram',
  'Ayşe',
  'Nils',
  'Keiko',
  'Andrés',
  'Maja',
  'Tariq',
  'Lena',
  'Björn',
  'Anaïs',
  'Dmitri',
  'Freya',
  'Hugo',
  'Sana',
  'Milan',
  'Iris',
  'Jakob',
  'Noor',
  'Viktor',
  'Elena',
  'Kofi',
  'Astrid',
];
const LAST = [
  'Chen',
  'Fischer',
  'Natarajan',
  'Álvarez',
  'Weber',
  'Novak',
  'Okafor',
  'Lindqvist',
  'Tanaka',
  'Kowalski',
  'Silva',
  'Haddad',
  'Jensen',
  'Moreau',
  'Rossi',
  'Yilmaz',
  'Nakamura',
  'Schmidt',
  'García',
  'Petrov',
  'Andersen',
  'Dubois',
  'Müller',
  'Kim',
  'Singh',
  'Ivanova',
  'Costa',
  'Bauer',
  'Larsen',
  'Ortega',
  'Horvat',
  'Sato',
  'Nielsen',
  'Romero',
  'Wagner',
  'Lee',
  'Kaur',
  'Berg',
  'Mendes',
  'Hoffmann',
  'Popescu',
  'Ali',
  'Svensson',
  'Ferreira',
  'Keller',
  'Park',
  'Mazur',
  'Eriksen',
  'Vargas',
  'Wolf',
  'Tan',
  'Nowak',
  'Blanco',
  'Koch',
  'Rahman',
  'Olsen',
  'Navarro',
  'Brandt',
  'Sharma',
  'Vogel',
  'Lopes',
  'Becker',
  'Quinn',
  'Hayes',
  'Ito',
  'Roth',
  'Suzuki',
  'Kraus',
  'Marin',
  'Stone',
];
const PROJECT_WORDS = [
  'Platform',
  'Migration',
  'Hiring',
  'Onboarding',
  'Observability',
  'Billing',
  'Search',
  'Mobile',
  'Checkout',
  'Data',
  'Security',
  'Docs',
  'Pricing',
  'Partner',
  'Analytics',
  'Support',
  'Release',
  'Identity',
  'Payments',
  'Growth',
  'Reliability',
  'Design',
  'Compliance',
  'Infra',
  'API',
  'Localisation',
  'Performance',
  'Roadmap',
  'Research',
  'Cost',
];
const PROJECT_KINDS = ['revamp', 'rollout', 'cleanup', 'audit', 'pilot', 'round', 'launch', 'redesign', 'sprint', 'upgrade'];
const TOPICS = ['engineering', 'management', 'product', 'hiring', 'reading', 'ops', 'architecture', 'finance', 'writing', 'health'];
const ROLES = [
  'Senior engineer',
  'Staff engineer',
  'Engineering manager',
  'Product manager',
  'Designer',
  'SRE',
  'Data scientist',
  'Recruiter',
  'Director',
  'Analyst',
];
const MEETINGS = [
  'Design review',
  'Sprint planning',
  'Roadmap sync',
  'Incident review',
  'Architecture forum',
  'Hiring debrief',
  'Budget review',
  'Customer call',
  'Demo day prep',
  'Retro',
];

const pad = (n) => String(n).padStart(2, '0');
const isoDay = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (d, n) => new Date(d.getTime() + n * 86400000);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function isoWeek(d) {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const y = t.getUTCFullYear();
  const week = Math.ceil(((t.getTime() - Date.UTC(y, 0, 1)) / 86400000 + 1) / 7);
  return `${y}-W${pad(week)}`;
}

/** How many notes of each kind a vault of `count` notes gets. */
export function vaultMix(count) {
  const people = Math.max(8, Math.round(count * 0.03));
  const projects = Math.max(6, Math.round(count * 0.02));
  const daily = Math.min(Math.round(count * 0.3), 20 * 365);
  const weekly = Math.floor(daily / 7);
  const monthly = Math.floor(daily / 30);
  const archive = Math.round(count * 0.05);
  const fixed = 4 + 6;
  const rest = Math.max(0, count - people - projects - daily - weekly - monthly - archive - fixed);
  const meetings = Math.round(rest * 0.4);
  return { people, projects, daily, weekly, monthly, archive, meetings, resources: rest - meetings, directives: 6, captive: 4 };
}

/** Writes the vault; returns the mix and the people and projects names (for the calendar and the benchmarks). */
export function generateVault(dir, count, nowIso = DEFAULT_NOW) {
  const rand = rng(0x2f6b4c1d);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const syllables = [
    'ka',
    'lo',
    'mi',
    'ner',
    'tas',
    'vo',
    'ri',
    'pel',
    'dun',
    'sa',
    'tro',
    'bel',
    'qui',
    'zor',
    'fen',
    'ga',
    'hul',
    'jé',
    'ño',
    'wix',
  ];
  const common = [
    'meeting',
    'project',
    'notes',
    'review',
    'plan',
    'team',
    'update',
    'idea',
    'task',
    'client',
    'budget',
    'design',
    'weekly',
    'roadmap',
    'draft',
  ];
  const stop = ['the', 'and', 'of', 'to', 'a', 'in', 'is', 'for', 'with', 'on', 'that', 'it', 'as', 'we', 'this'];
  const vocab = [];
  for (let i = 0; i < 60000; i++) {
    const n = 2 + Math.floor(rand() * 3);
    let w = '';
    for (let j = 0; j < n; j++) w += pick(syllables);
    vocab.push(w);
  }
  // Zipf-ish: index = floor(V * r^3) favours the head of the list.
  const word = () => {
    const r = rand();
    if (r < 0.25) return pick(stop);
    if (r < 0.3) return pick(common);
    return vocab[Math.floor(vocab.length * rand() ** 3)];
  };
  const sentence = (n) => {
    const s = Array.from({ length: n }, word).join(' ');
    return s[0].toUpperCase() + s.slice(1);
  };
  const prose = (chars, extra = () => '') => {
    let out = '';
    while (out.length < chars) out += `${sentence(8 + Math.floor(rand() * 12))}${extra()}. `;
    return out.trim();
  };

  const mix = vaultMix(count);
  const now = new Date(`${nowIso.slice(0, 10)}T00:00:00Z`);
  const files = new Map(); // folder -> [name, text][] (folders created once)
  const put = (rel, text) => {
    const slash = rel.lastIndexOf('/');
    const folder = rel.slice(0, slash);
    if (!files.has(folder)) files.set(folder, []);
    files.get(folder).push([rel.slice(slash + 1), text]);
  };

  // People: unique names, a fifth with aliases.
  const people = [];
  for (let i = 0; people.length < mix.people; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i + Math.floor(i / FIRST.length)) % LAST.length]; // a permutation: unique up to 60 × 70
    const suffix = i >= FIRST.length * LAST.length ? ` ${Math.floor(i / (FIRST.length * LAST.length)) + 1}` : '';
    people.push(`${first} ${last}${suffix}`);
  }
  const projects = [];
  for (let i = 0; projects.length < mix.projects; i++) {
    const a = PROJECT_WORDS[i % PROJECT_WORDS.length];
    const b = PROJECT_KINDS[Math.floor(i / PROJECT_WORDS.length) % PROJECT_KINDS.length];
    const round = Math.floor(i / (PROJECT_WORDS.length * PROJECT_KINDS.length));
    projects.push(`${a} ${b}${round ? ` ${round + 1}` : ''}`);
  }
  const personLink = () => `[[${pick(people)}]]`;
  const projectLink = () => `[[${pick(projects)}]]`;
  const linky = () => (rand() < 0.12 ? ` with ${personLink()}` : rand() < 0.08 ? ` for ${projectLink()}` : '');

  people.forEach((name, i) => {
    const aliases = i % 5 === 0 ? `[${name.split(' ')[0].slice(0, 3)}]` : '[]';
    let text = `---\nname: ${name}\naliases: ${aliases}\nrole: ${pick(ROLES)}\n---\n# ${name}\n\n## Profile\n${prose(600)}\n\n## Changelog\n`;
    let d = addDays(now, -Math.floor(rand() * 30));
    while (text.length < 3000) {
      text += `- ${isoDay(d)}: ${sentence(10 + Math.floor(rand() * 10))} (${projectLink()}).\n`;
      d = addDays(d, -1 - Math.floor(rand() * 20));
    }
    put(`02_Areas/People/${name}.md`, text);
  });

  const statuses = ['done', 'completed', 'cancelled', 'archived'];
  projects.forEach((title, i) => {
    const active = i % 5 === 0;
    const end = addDays(now, active ? Math.floor(rand() * 120) - 10 : -Math.floor(rand() * 2000) - 1);
    const status = active ? 'active' : pick(statuses);
    const folder = !active && i % 10 === 1 ? '01_Projects/Archive' : '01_Projects';
    let text = `---\ntitle: ${title}\nstatus: ${status}\nend_date: ${isoDay(end)}\nowner: ${pick(people)}\n---\n# ${title}\n\n**Goal:** ${sentence(12)}.\n\n## Notes\n`;
    while (text.length < 3500) text += `- ${prose(120, linky)}\n`;
    text += '\n## Log\n';
    while (text.length < 5000) text += `- ${isoDay(addDays(end, -Math.floor(rand() * 200)))}: ${sentence(14)} ${personLink()}.\n`;
    put(`${folder}/${isoDay(end)}-${title.toLowerCase().replace(/\s+/g, '-')}.md`, text);
  });

  for (let k = 0; k < mix.daily; k++) {
    const d = addDays(now, -1 - k);
    let text = `---\ndate: ${isoDay(d)}\nday: ${WEEKDAYS[d.getUTCDay()]}\nweek: ${isoWeek(d)}\nenergy: ${pick(['Low', 'Medium', 'High'])}\n---\n# ${WEEKDAYS[d.getUTCDay()]}, ${isoDay(d)}\n\n## Meetings\n`;
    for (let m = 0; m < 3; m++) text += `- ${pick(MEETINGS)} with ${personLink()}: ${sentence(10)}.\n`;
    text += `\n## Wins\n- ${sentence(12)} on ${projectLink()}.\n- ${sentence(10)}.\n\n## Notes\n`;
    while (text.length < 1800) text += `- ${prose(150, linky)}\n`;
    text += `\n## Insights\n- ${sentence(14)}.\n`;
    put(`00_Brain/Periodic/Daily/${isoDay(d)}.md`, text);
  }
  for (let k = 0; k < mix.weekly; k++) {
    const d = addDays(now, -7 * (k + 1));
    put(
      `00_Brain/Periodic/Weekly/${isoWeek(d)}.md`,
      `---\nweek: ${isoWeek(d)}\n---\n# Week ${isoWeek(d)}\n\n## Wins\n- ${prose(500, linky)}\n\n## Patterns\n- ${prose(500)}\n\n## Carry forward\n- ${projectLink()}: ${sentence(10)}.\n`,
    );
  }
  for (let k = 0; k < mix.monthly; k++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - k, 1));
    const month = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
    put(
      `00_Brain/Periodic/Monthly/${month}.md`,
      `---\nmonth: ${month}\n---\n# ${month}\n\n## Outcomes\n- ${prose(900, linky)}\n\n## Lessons\n- ${prose(600)}\n`,
    );
  }

  const today = isoDay(now);
  put(
    '00_Brain/Captive/Today.md',
    `---\ndate: ${isoDay(addDays(now, -1))}\n---\n# Plan for ${isoDay(addDays(now, -1))}\n\n## Focus\n- ${projectLink()}: ${sentence(10)}.\n- 1:1 with ${personLink()}.\n\n## Notes\n${prose(800, linky)}\n`,
  );
  put(
    '00_Brain/Captive/Week.md',
    `---\nweek: ${isoWeek(now)}\n---\n# Week ${isoWeek(now)}\n\n## Goals\n- ${projectLink()}: ${sentence(10)}.\n- ${projectLink()}: ${sentence(10)}.\n\n## Notes\n${prose(1200, linky)}\n`,
  );
  put(
    '00_Brain/Captive/Month.md',
    `---\nmonth: ${today.slice(0, 7)}\n---\n# ${today.slice(0, 7)}\n\n## Theme\n${sentence(12)}.\n\n## Outcomes\n- ${prose(1200, linky)}\n`,
  );
  put(
    '00_Brain/Captive/Quarter.md',
    `---\nquarter: ${today.slice(0, 4)}-Q${Math.floor(now.getUTCMonth() / 3) + 1}\n---\n# Quarter\n\n## Goals\n- ${prose(1500, linky)}\n`,
  );
  ['profile', 'coaching', 'communication', 'meetings', 'focus', 'writing'].forEach((name) => {
    const head = name === 'profile' ? 'name: Alex Morgan\npreferred_name: Alex\n' : '';
    put(
      `00_Brain/Systemic/Directives/${name}.md`,
      `---\n${head}kind: directive\n---\n# ${name[0].toUpperCase()}${name.slice(1)}\n\n${prose(900)}\n`,
    );
  });

  for (let k = 0; k < mix.meetings; k++) {
    const d = addDays(now, -1 - Math.floor(rand() * 3000));
    const title = `${pick(MEETINGS)} ${k}`;
    let text = `---\ndate: ${isoDay(d)}\nattendees: [${pick(people)}, ${pick(people)}]\n---\n# ${title}\n\n## Agenda\n- ${sentence(10)}.\n\n## Notes\n`;
    while (text.length < 1600 + rand() * 800) text += `- ${prose(160, linky)}\n`;
    put(`02_Areas/Meetings/${d.getUTCFullYear()}/${isoDay(d)} ${title}.md`, text);
  }
  for (let k = 0; k < mix.resources; k++) {
    const topic = TOPICS[k % TOPICS.length];
    const title = `${sentence(3)} ${k}`;
    let text = `---\ntitle: ${title}\ntags: [${word()}, ${word()}]\n---\n# ${title}\n\n`;
    const target = 1200 + rand() * 1600;
    while (text.length < target) {
      if (rand() < 0.15) text += `\n## ${sentence(2 + Math.floor(rand() * 3))}\n\n`;
      text += `${prose(200, linky)}\n`;
    }
    put(`03_Resources/${topic}/${Math.floor(k / 500)}/${title}.md`, text);
  }
  for (let k = 0; k < mix.archive; k++) {
    put(`04_Archive/${2010 + (k % 12)}/${sentence(3)} ${k}.md`, `# ${sentence(4)}\n\n${prose(1200 + rand() * 1200)}\n`);
  }

  for (const [folder, list] of files) {
    const abs = join(dir, folder);
    mkdirSync(abs, { recursive: true });
    for (const [name, text] of list) writeFileSync(join(abs, name), text);
  }
  mkdirSync(join(dir, '.skill/calendars'), { recursive: true });
  writeFileSync(join(dir, '.skill/calendars/work.ics'), calendar(now, people, rand, pick));
  writeFileSync(join(dir, '.skill/config.yaml'), 'me:\n  name: Alex Morgan\n  emails: [alex@example.com]\nsearch:\n  engine: builtin\n');
  return { mix, people, projects };
}

const email = (name) =>
  `${name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')}@example.com`;
const stamp = (d, h, m) => `${isoDay(d).replace(/-/g, '')}T${pad(h)}${pad(m)}00`;
const attendee = (name) => `ATTENDEE;CN=${name};PARTSTAT=ACCEPTED:mailto:${email(name)}`;
const ME = 'ORGANIZER;CN=Alex Morgan:mailto:alex@example.com\nATTENDEE;CN=Alex Morgan;PARTSTAT=ACCEPTED:mailto:alex@example.com';

/** ~500 VEVENTs: 24 weekly series (1:1s and team meetings, one with an EXDATE and an override), the rest single. */
function calendar(now, people, rand, pick) {
  const out = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//skill bench//work//EN',
    'CALSCALE:GREGORIAN',
    'X-WR-TIMEZONE:Europe/Berlin',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Berlin',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  const ev = (lines) => out.push('BEGIN:VEVENT', `DTSTAMP:${stamp(now, 8, 0)}Z`, ...lines, 'END:VEVENT');
  const monday = addDays(now, -((now.getUTCDay() + 6) % 7));
  const start = addDays(monday, -7 * 26);
  for (let s = 0; s < 24; s++) {
    const day = addDays(start, s % 5);
    const h = 9 + (s % 8);
    const byday = ['MO', 'TU', 'WE', 'TH', 'FR'][s % 5];
    const tz = 'TZID=Europe/Berlin';
    if (s < 16) {
      const who = people[s % people.length];
      ev([
        `UID:one-on-one-${s}@example.com`,
        `DTSTART;${tz}:${stamp(day, h, 0)}`,
        `DTEND;${tz}:${stamp(day, h, 30)}`,
        `RRULE:FREQ=WEEKLY;BYDAY=${byday}`,
        `SUMMARY:1:1 ${who} / Alex`,
        ME,
        attendee(who),
      ]);
    } else {
      const team = Array.from({ length: 5 }, () => pick(people));
      const lines = [
        `UID:series-${s}@example.com`,
        `DTSTART;${tz}:${stamp(day, h, 30)}`,
        `DTEND;${tz}:${stamp(day, h + 1, 0)}`,
        s % 2 ? `RRULE:FREQ=WEEKLY;BYDAY=${byday}` : `RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=${byday};COUNT=40`,
        `SUMMARY:${pick(MEETINGS)} (series ${s})`,
        ME,
        ...team.map(attendee),
      ];
      if (s === 16) lines.splice(4, 0, `EXDATE;${tz}:${stamp(addDays(day, 7 * 20), h, 30)}`);
      ev(lines);
      if (s === 16) {
        ev([
          `UID:series-${s}@example.com`,
          `RECURRENCE-ID;${tz}:${stamp(addDays(day, 7 * 24), h, 30)}`,
          `DTSTART;${tz}:${stamp(addDays(day, 7 * 24 + 1), h, 0)}`,
          `DTEND;${tz}:${stamp(addDays(day, 7 * 24 + 1), h, 45)}`,
          'SEQUENCE:1',
          `SUMMARY:${pick(MEETINGS)} (moved)`,
          ME,
          ...team.map(attendee),
        ]);
      }
    }
  }
  for (let k = 0; k < 475; k++) {
    const day = addDays(now, Math.floor(rand() * 240) - 180);
    const h = 8 + Math.floor(rand() * 9);
    const team = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => pick(people));
    ev([
      `UID:meeting-${k}@example.com`,
      `DTSTART;TZID=Europe/Berlin:${stamp(day, h, 0)}`,
      `DTEND;TZID=Europe/Berlin:${stamp(day, h, 45)}`,
      `SUMMARY:${pick(MEETINGS)} ${k}`,
      `DESCRIPTION:${pick(MEETINGS)} notes\\, agenda in the vault.`,
      ME,
      ...team.map(attendee),
    ]);
  }
  out.push('END:VCALENDAR');
  return `${out.join('\r\n')}\r\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, countArg] = process.argv.slice(2);
  if (!dir || !countArg) {
    console.error('usage: node bench/gen-vault.mjs <dir> <notes> [--now ISO]');
    process.exit(2);
  }
  const i = process.argv.indexOf('--now');
  const { mix } = generateVault(dir, Number(countArg), i > 0 ? process.argv[i + 1] : DEFAULT_NOW);
  if (process.argv.includes('--json')) console.log(JSON.stringify(mix));
  else console.log(`wrote ${Object.values(mix).reduce((a, b) => a + b, 0)} notes under ${dir}: ${JSON.stringify(mix)}`);
}
