// A child process that does, one after another, the pieces of work a warm `skill run planning-daily --prepare`
// does, each timed on its own (the search index, parse and note caches must already be warm). Module loading is
// timed on the bundle a run loads (dist/bundle/); the pieces then call single modules of the per-module build.
//   node phases-child.mjs <vault> <cacheDir> <YYYY-MM-DD>
// Prints one JSON object of milliseconds. Every phase runs in a process where the ones before it already ran, as in
// a real run (so module loading is paid where a run pays it).
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

// The chunk main.js requires for `skill run` (its name carries a content hash), loaded as a run loads it: the bundle
// is CommonJS.
const runChunk = /require\(["']\.\/(run-[A-Za-z0-9]+\.js)["']\)/.exec(readFileSync(dist('bundle/main.js'), 'utf8'))[1];
// With V8's code kept as bin/skill keeps it on a Node without a compile cache of its own (src/cli/code-cache.ts): the
// first of the runs this piece is the median of writes it, the others load with it, as a run after another does.
const require = createRequire(import.meta.url);
if (!require('node:module').enableCompileCache) {
  const { keepCompiledCode, codeFolder } = require(dist('bundle/code-cache.cjs'));
  keepCompiledCode(dist('bundle'), codeFolder({ SKILL_CACHE_DIR: cacheDir }, ['run'], dist('bundle')));
}
await time('import the run command (module loading)', () => require(dist(`bundle/${runChunk}`)));
const { loadVaultConfig } = await import(dist('vault/config.js'));
const { loadCatalogue } = await import(dist('plan/catalogue.js'));
const { findRitual, searchPath } = await import(dist('ritual/discover.js'));
const { openParseCache } = await import(dist('cache/parse-cache.js'));
const { noteCache, openNoteCache } = await import(dist('cache/note-cache.js'));
const setup = () => {
  const parsed = openParseCache(cacheDir);
  const c = loadVaultConfig(vault, parsed);
  const dirs = searchPath({ vault });
  loadCatalogue(dirs, parsed);
  findRitual('planning-daily', dirs, parsed);
  parsed.save();
  return c;
};
// The per-module build keeps its caches apart from the bundle's (src/cache/build-id.ts): fill them once, untimed, as
// the run before this one did for the bundle.
setup();
const config = await time('config, sub-skill catalogue, the ritual', setup);
const { walkFiles } = await import(dist('vault/walk.js'));
const rels = await time('list the notes (walkFiles)', () => walkFiles(vault));
await time('stat every note', () => {
  for (const rel of rels) statSync(`${vault}/${rel}`, { throwIfNoEntry: false });
});
const { openBuiltinSearch } = await import(dist('gather/search/index.js'));
const engine = await time('search: open the warm index (walk + stat + load)', () => openBuiltinSearch({ vault, cacheDir }));
const { loadCalendar } = await import(dist('gather/calendar/load.js'));
const calendar = () =>
  loadCalendar({
    sources: config.calendars,
    range: { start: day, end: day },
    oneOnOnePatterns: config.oneOnOnePatterns,
    user: config.me,
    notPeople: config.notPeople,
    path: process.env.PATH,
    cacheDir,
  });
await calendar(); // a warm run reads the day's events from the calendar cache the run before it filled
await time('calendar: the day from a 500-event .ics (calendar cache)', calendar);
const { loadPeople } = await import(dist('gather/references/people.js'));
const notes = noteCache(cacheDir, realpathSync(vault));
loadPeople(join(vault, config.layout.people), notes); // filled once, untimed, as above
(await import(dist('gather/references/projects.js'))).loadProjects(vault, config.layout, notes);
// Timed with the cache read from its file, as a new run reads it.
await time('people: every person note (note cache)', () =>
  loadPeople(join(vault, config.layout.people), openNoteCache(cacheDir, realpathSync(vault))),
);
const { loadProjects } = await import(dist('gather/references/projects.js'));
await time('projects: every project note (note cache)', () =>
  loadProjects(vault, config.layout, openNoteCache(cacheDir, realpathSync(vault))),
);
await time('search: first query (18 words)', () =>
  engine.search('Hiring debrief Sarah Chen Kenji Silva Noah García Demo day prep series Mei Novak Customer call Greta Bauer Security', {
    limit: 8,
  }),
);
out.notes = rels.length;
process.stdout.write(JSON.stringify(out));
