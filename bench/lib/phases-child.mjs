// A child process that does, one after another, the pieces of work a warm `skill run planning-daily --prepare`
// does, each timed on its own (the compiled code from dist/; the search cache must already be warm):
//   node phases-child.mjs <vault> <cacheDir> <YYYY-MM-DD>
// Prints one JSON object of milliseconds. Every phase runs in a process where the ones before it already ran, as in
// a real run (so module loading is paid where a run pays it).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './proc.mjs';

const [vault, cacheDir, day] = process.argv.slice(2);
const dist = (p) => join(REPO, 'dist', p);
const out = {};
const time = async (label, fn) => {
  const t = performance.now();
  const r = await fn();
  out[label] = performance.now() - t;
  return r;
};

await time('import the run command (module loading)', () => import(dist('cli/commands/run.js')));
const { loadVaultConfig } = await import(dist('vault/config.js'));
const { loadCatalogue } = await import(dist('plan/catalogue.js'));
const { findRitual, searchPath } = await import(dist('ritual/discover.js'));
const config = await time('config, sub-skill catalogue, the ritual', () => {
  const c = loadVaultConfig(vault);
  const dirs = searchPath({ vault });
  loadCatalogue(dirs);
  findRitual('planning-daily', dirs);
  return c;
});
const { walkFiles } = await import(dist('vault/walk.js'));
const rels = await time('list the notes (walkFiles)', () => walkFiles(vault));
await time('stat every note', () => {
  for (const rel of rels) statSync(`${vault}/${rel}`, { throwIfNoEntry: false });
});
const { openBuiltinSearch } = await import(dist('gather/search/index.js'));
const engine = await time('search: open the warm index (walk + stat + load)', () => openBuiltinSearch({ vault, cacheDir }));
const { loadCalendar } = await import(dist('gather/calendar/load.js'));
await time('calendar: the day from a 500-event .ics', () =>
  loadCalendar({ sources: config.calendars, range: { start: day, end: day }, oneOnOnePatterns: config.oneOnOnePatterns, user: config.me, path: process.env.PATH }));
const { loadPeople } = await import(dist('gather/references/people.js'));
await time('people: read every person note', () => loadPeople(join(vault, config.layout.people)));
const { loadProjects } = await import(dist('gather/references/projects.js'));
await time('projects: read every project note', () => loadProjects(vault, config.layout));
await time('search: first query (18 words)', () => engine.search('Hiring debrief Sarah Chen Kenji Silva Noah García Demo day prep series Mei Novak Customer call Greta Bauer Security', { limit: 8 }));
out.notes = rels.length;
process.stdout.write(JSON.stringify(out));
