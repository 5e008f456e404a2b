#!/usr/bin/env node
// The second half of `npm run compile` (after tsc, which type-checks and emits dist/ module by module for the tests and
// scripts that import single modules): bundles the CLI with esbuild into dist/bundle/, which is what bin/skill runs.
// dist/bundle/ is committed (docs/architecture.md, "One bundle"): `npm install -g .` links a fresh clone without
// installing anything into it, and a git install packs the clone as it is, so the bundle must be there and must need
// nothing from node_modules. test/package.test.ts fails when the committed bundle is not what the sources build to.
//
// - Entries: the CLI (main.js), the search scan's worker thread (scan-worker.js), and built-help.cjs, which prints the
//   top-level help the build renders into help.txt (renderHelp below) for `--help` alone on a pipe, without
//   commander. Every `await import()` in the sources is loaded only when it runs, so the lazy split holds: `run
//   --prepare` loads neither the model layer nor the conversation and write phases, and `--help` on a terminal
//   loads main.js and commander only.
// - Two passes: esbuild bundles, then rollup regroups esbuild's files (rechunk, regroup below). esbuild makes one
//   chunk for each set of entry points that reach a module, and every `await import()` is an entry point, so `skill
//   run` loaded 57 files; Node 20 reads, compiles and links each ES module on its own, with no compile cache, and
//   importing them took ~70 ms where one file of the same code takes about half. Now each light load (LIGHT:
//   `--help` on a terminal, `dates`, tab completion, the early scan and the scan's worker) gets exactly the code it
//   got before, in fewer files, and what `run` needs beyond them is one file (less the parts `sessions apply` and
//   `layout` share with it, APART): run loads 18 files. Each module is still in exactly one file, so it exists once
//   per process (instanceof, module-level caches) whichever commands import it; the price is that a command needing
//   some of run's file loads all of it (check, plan: still faster than before, fewer files).
// - rollup writes CommonJS, not ES modules (dist/bundle/package.json says so; bin/skill and built-help.cjs are
//   CommonJS too), and an `await import()` becomes a require() in a promise. Node then never starts its ES module
//   loader, whose start alone is ~20% of `node -e 0`, and resolves each file with require()'s cached lookups instead
//   of the ES loader's URL resolution, realpath and stat per import: a warm `run --prepare` took 30–40 ms less CPU
//   (1,000 and 10,000 notes, 15–21 interleaved runs each), `dates tomorrow` 2.04× → 1.86× `node -e 0`.
// - Everything is flat in dist/bundle/: scan.ts finds its worker as `./scan-worker.js` beside the chunk it is in, and
//   discover.ts finds the bundled rituals two folders up (dist/bundle/ → the package root), as from dist/ritual/.
// - Every npm package the CLI loads is in the bundle: nothing is installed beside it. The synchronous lazy loads
//   (`createRequire(import.meta.url)('yaml')`) are read as plain require() calls, so esbuild bundles them and they
//   still run on first use.
// - An ES module bundle is strict mode throughout, and sloppy CommonJS can behave differently there: node-ical
//   assigned to a read-only property of a Date, which sloppy mode ignores and strict mode throws on (every
//   non-recurring event was lost). So a package that brings a sloppy-mode file is bundled on its own as CommonJS into
//   dist/bundle/vendor/ (Node runs a CommonJS file in sloppy mode, as from node_modules), and loaded from there by
//   require(); the rule is checked on every build, so an update that changes a package's files cannot slip past it.
// - Licences: esbuild keeps the comments marked as legal; THIRD-PARTY-NOTICES.md beside the bundle has the name,
//   version, licence and licence text of every package bundled (ical.js is MPL-2.0: its notice says where its source is).
// - Source maps are written beside each file; bin/skill turns them on with --debug, so a stack trace names src/.
//   rollup chains esbuild's maps through its own, so they still map to src/.
// - The sources and the lockfile are hashed into __SKILL_BUILD__: caches written by another build are not used
//   (src/cache/build-id.ts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { rollup } from 'rollup';
import { thirdPartyNotices } from './notices.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const BUNDLE_DIR = join(root, 'dist', 'bundle');
const VENDOR = 'vendor';

// What the sources mean by `createRequire(import.meta.url)`: require beside this module, which in the bundle is the
// bundler's require. A nested one (a package resolved from another's folder) is the same module in one bundle.
const CREATE_REQUIRE = /createRequire\((?:import\.meta\.url|createRequire\(import\.meta\.url\)\.resolve\([^)]*\))\)/g;
const REQUIRE_BINDING = /^const require = createRequire\(import\.meta\.url\);$/m;

const plainRequire = {
  name: 'plain-require',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      return { contents: text.replace(REQUIRE_BINDING, '').replace(CREATE_REQUIRE, 'require'), loader: 'ts' };
    });
  },
};

// A require() whose file name a package makes at run time (moment's `require('./locale/' + name)`, in a try) is
// left to run time, where it finds nothing, as the package expects when the file is absent.
const RUNTIME_REQUIRE = '__skillRuntimeRequire';
const COMPUTED_REQUIRE = /\brequire\((?=\s*(['"])[^'"]*\1\s*\+)/g;
const computedRequire = {
  name: 'computed-require',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      // Under another name, a require() is one esbuild leaves as it is; the banners define the name.
      return COMPUTED_REQUIRE.test(text) ? { contents: text.replace(COMPUTED_REQUIRE, `${RUNTIME_REQUIRE}(`), loader: 'js' } : undefined;
    });
  },
};

const common = {
  absWorkingDir: root,
  entryPoints: { main: 'src/cli/main.ts', 'scan-worker': 'src/gather/search/scan-worker.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'error',
};

/** The npm package a node_modules path belongs to ("node_modules/@scope/name/…" → "@scope/name"). */
export function packageOf(path) {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  return parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
}

const STRICT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use strict\1/;

/** Everything reachable in a metafile from `start`, following the imports esbuild bundles. */
function reachable(inputs, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const p = stack.pop();
    if (seen.has(p) || !inputs[p]) continue;
    seen.add(p);
    for (const next of inputs[p].imports) if (!next.external) stack.push(next.path);
  }
  return seen;
}

/**
 * The packages bundled on their own in vendor/, each with the specifiers our sources load from it (`chrono-node` →
 * `chrono-node/en`): those that bring sloppy-mode CommonJS (their own files or their dependencies'), and those our
 * sources load lazily with require(); found from a trial build's module graph.
 */
async function vendorPackages() {
  const trial = await build({ ...common, outdir: BUNDLE_DIR, write: false, metafile: true, plugins: [plainRequire, computedRequire] });
  const inputs = trial.metafile.inputs;
  const sloppy = (path) => inputs[path].format !== 'esm' && !STRICT.test(readFileSync(join(root, path), 'utf8'));
  const byPackage = new Map();
  for (const [path, info] of Object.entries(inputs)) {
    if (path.includes('node_modules')) continue;
    for (const imp of info.imports) {
      if (!imp.path.includes('node_modules') || imp.external) continue;
      const name = packageOf(imp.path);
      const entry = byPackage.get(name) ?? { specifiers: new Set(), vendored: false };
      entry.specifiers.add(imp.original ?? name);
      // A synchronous lazy load (a require() in our sources) goes to vendor/ too: in a chunk, its code would be read
      // whenever the chunk is, used or not; from vendor/ it is read on first use, as it was from node_modules.
      entry.vendored ||= imp.kind === 'require-call' || [...reachable(inputs, imp.path)].some(sloppy);
      byPackage.set(name, entry);
    }
  }
  return new Map(
    [...byPackage]
      .filter(([, e]) => e.vendored)
      .map(([name, e]) => [name, [...e.specifiers].sort()])
      .sort(),
  );
}

/** The package a specifier names: `@modelcontextprotocol/sdk/types.js` → `@modelcontextprotocol/sdk`. */
function packageOfSpecifier(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The vendor file of a package: `@anthropic-ai/sdk` → `anthropic-ai__sdk.cjs` (in vendor/). */
function vendorFile(pkg) {
  return `${pkg.replace(/^@/, '').replace(/[/\\]/g, '__')}.cjs`;
}

/** CommonJS that loads one specifier from its package's vendor file, on first require. */
function requireFromVendor(specifier, dir) {
  return `module.exports = require(${JSON.stringify(`${dir}/${vendorFile(packageOfSpecifier(specifier))}`)})[${JSON.stringify(specifier)}]();`;
}

/**
 * A build's requires and imports of vendored specifiers, pointed at their package's vendor file (`dir`: how the
 * built file reaches vendor/). A require() gets that file's loader for the specifier; an import gets a small module
 * that calls it, with its named exports (read from the package now) and its default as Node and bundlers give it
 * (`module.exports`, or its `default` when it was compiled from an ES module). `except`: the package being built.
 */
function vendorPlugin(vendored, dir, except) {
  const load = createRequire(join(root, 'src', 'index.js'));
  const specifiers = new Set([...vendored].filter(([pkg]) => pkg !== except).flatMap(([, specs]) => specs));
  return {
    name: 'vendor',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (!specifiers.has(args.path)) return undefined;
        return { path: args.path, namespace: args.kind === 'require-call' ? 'vendor-cjs' : 'vendor-esm' };
      });
      b.onLoad({ filter: /.*/, namespace: 'vendor-cjs' }, (args) => ({
        contents: requireFromVendor(args.path, dir),
        loader: 'js',
        resolveDir: root,
      }));
      b.onLoad({ filter: /.*/, namespace: 'vendor-esm' }, (args) => {
        const names = Object.keys(load(args.path)).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default');
        const contents = [
          `const m = require(${JSON.stringify(`${dir}/${vendorFile(packageOfSpecifier(args.path))}`)})[${JSON.stringify(args.path)}]();`,
          'export default m && m.__esModule ? m.default : m;',
          names.length ? `export const { ${names.join(', ')} } = m;` : '',
        ].join('\n');
        return { contents, loader: 'js', resolveDir: root };
      });
      b.onResolve({ filter: /^\.\.?\/.*\.cjs$/ }, (args) =>
        args.namespace.startsWith('vendor') ? { path: args.path, external: true } : undefined,
      );
    },
  };
}

/**
 * Builds each vendored package as one CommonJS file in vendor/ (sloppy mode kept: Node runs a CommonJS file so), its
 * specifiers each a function that loads it, so only what is used runs and one package's modules exist once.
 * Returns their metafiles.
 */
async function buildVendor(outdir, vendored) {
  const metas = [];
  for (const [pkg, specifiers] of vendored) {
    const contents = specifiers.map((spec) => `exports[${JSON.stringify(spec)}] = () => require(${JSON.stringify(spec)});`).join('\n');
    const result = await build({
      absWorkingDir: root,
      stdin: { contents, resolveDir: join(root, 'src'), sourcefile: `${pkg}.vendor.cjs` },
      outfile: join(outdir, VENDOR, vendorFile(pkg)),
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      logLevel: 'error',
      minifySyntax: true,
      minifyWhitespace: true,
      legalComments: 'eof',
      metafile: true,
      // A vendored package using another (wink-lemmatizer loads the word list lemma.ts reads too) uses its file.
      plugins: [vendorPlugin(vendored, '.', pkg), computedRequire],
      banner: { js: `const ${RUNTIME_REQUIRE} = require;` },
    });
    metas.push(result.metafile);
  }
  return metas;
}

function sourceHash() {
  const hash = createHash('sha256');
  const files = readdirSync(join(root, 'src'), { recursive: true })
    .filter((f) => f.endsWith('.ts'))
    .sort();
  for (const f of [...files.map((f) => join('src', f)), 'package-lock.json'])
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(join(root, f)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

// Node's built-ins are required, not imported. An ES import of one makes Node build a module facade of all its exports,
// and node:fs's facade reads fs.promises, which loads fs/promises, streams and readline: on Node 22 a file that only
// imports writeSync from node:fs takes 12 M instructions more than an empty one, and 2 M when it requires it
// (callgrind; docs/performance.md, "Startup"). So each import of a built-in that esbuild writes becomes a `var` of
// the same length or shorter, padded with spaces: every column after it is where it was, and the source maps hold.
// The modules of one bundle have no import circles (test/circles.test.ts), so no code runs before these lines do.
const BUILTIN_IMPORT = /import(?:\{([^}]*)\}|\*as ([\w$]+) )from"(node:[\w/]+)";/g;
const REQUIRE_ALIAS = '__r';

/** A built file's imports of built-ins as require() calls (REQUIRE_ALIAS, defined by the banner), same length. */
export function requireBuiltins(code, file) {
  if (new RegExp(`\\b${REQUIRE_ALIAS}\\b`).test(code)) throw new Error(`${file} uses ${REQUIRE_ALIAS}, the banner's name for require`);
  return code.replace(BUILTIN_IMPORT, (statement, names, namespace, specifier) => {
    // require() of a built-in has no `default`: a default import or a namespace (whose .default is the module) keeps
    // its import.
    if (namespace !== undefined) return statement;
    if (/(^|,)\s*default\b/.test(names)) throw new Error(`${file}: ${statement} imports a default, which require() lacks`);
    const binding = `{${names.replace(/ as /g, ':')}}`;
    const replacement = `var ${binding}=${REQUIRE_ALIAS}(${JSON.stringify(specifier)});`.replace(/^var \{/, 'var{');
    if (replacement.length > statement.length) throw new Error(`${file}: cannot rewrite ${statement} in place`);
    return replacement.padEnd(statement.length, ' ');
  });
}

// Renders the top-level help with the built CLI's commander, in a child whose stdout is a pipe (so at commander's
// width for a pipe, 80 columns, whatever terminal runs the build), with a placeholder for the command; bin/skill prints
// it for `--help` alone on a pipe or a file (src/cli/built-help.ts).
const RENDER_HELP = `
const [{ run }, { default: { COMMAND_PLACEHOLDER: command } }] = await Promise.all([import(process.argv[1]), import(process.argv[2])]);
let out = '', err = '';
const io = { stdout: { write: (s) => (out += s) }, stderr: { write: (s) => (err += s) }, env: {}, cwd: process.cwd(), signal: new AbortController().signal, command };
const code = await run(['node', command, '--help'], io);
process.stdout.write(JSON.stringify({ code, out, err, command }));
`;

function renderHelp(outdir) {
  const url = (name) => pathToFileURL(join(outdir, name)).href;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', RENDER_HELP, url('main.js'), url('built-help.cjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.status !== 0) throw new Error(`rendering the help failed: ${child.stderr}`);
  const { code, out, err, command } = JSON.parse(child.stdout);
  if (code !== 0 || err !== '' || out.split(command).length !== 2)
    throw new Error(`the rendered help is not one text with one ${command} (exit ${code}): ${err}`);
  writeFileSync(join(outdir, 'help.txt'), out);
}

// What commands load together, each named by the sources its files start from (the entry points: main.ts, the
// worker, and each `await import()`). regroup keeps every LIGHT load as small as esbuild made it and puts what
// GROUPED loads beyond them into one file (split only by APART).
const MAIN = 'src/cli/main.ts';
const LIGHT = {
  // `--help` on a terminal, and every command before its own module.
  help: [MAIN],
  // (Its import of locate.ts, for a date that reads two ways, finds what the tab completion of rituals has.)
  dates: [MAIN, 'src/cli/commands/dates.ts'],
  // Tab completion (src/cli/commands/completion.ts handleComplete) of ritual names and of session ids.
  completeRituals: [MAIN, 'src/cli/commands/completion.ts', 'src/ritual/discover.ts', 'src/vault/locate.ts', 'src/vault/config.ts'],
  completeSessions: [MAIN, 'src/cli/commands/completion.ts', 'src/session/retention.ts', 'src/cli/commands/sessions.ts'],
  // `run` starts the scan's worker before it loads the run's own modules (src/cli/commands/early-scan.ts).
  earlyScan: [MAIN, 'src/cli/commands/early-scan.ts'],
  // The scan's worker thread, which loads its own copy of what it imports.
  worker: ['src/gather/search/scan-worker.ts'],
};
const GROUPED = [MAIN, 'src/cli/commands/early-scan.ts', 'src/cli/commands/run.ts'];
// Commands that need a little of GROUPED's code: what they share with it is a file of its own, so that they do not
// load all of run's (`sessions apply` needed 6 kB of run's 320 kB file, and took 1.3× as long to import with all of
// it; layout 1.5×). Each costs run one file more.
const APART = {
  sessionsWrites: [MAIN, 'src/cli/commands/sessions-writes.ts'],
  layout: [MAIN, 'src/cli/commands/layout.ts'],
};

/** Each output file of an esbuild metafile (by its name in outdir) with the files it imports statically. */
function staticImports(meta) {
  const name = (path) => path.split('/').pop();
  const graph = new Map();
  for (const [path, out] of Object.entries(meta.outputs)) {
    if (!path.endsWith('.js')) continue;
    graph.set(
      name(path),
      out.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => name(i.path)),
    );
  }
  return graph;
}

/**
 * The group each of esbuild's files goes into (a name; none: a file of its own, as esbuild made it). esbuild makes a
 * chunk for each set of entry points that reach a module, and every `await import()` is an entry point, so `skill
 * run` loaded 57 files: Node 20 reads, compiles and links each on its own (no compile cache), and the same code as
 * one file loads in about half the time. So a file a LIGHT load needs is grouped with those needed by the same LIGHT
 * loads and by run or not alike (no LIGHT load, and no run, reads a byte it did not before), and the rest of what
 * GROUPED needs is one file, less what an APART command shares with it. A module is still in exactly one file, so
 * it exists once per process whichever commands import it.
 */
function regroup(meta) {
  const graph = staticImports(meta);
  const byEntry = new Map(
    Object.entries(meta.outputs)
      .filter(([, out]) => out.entryPoint)
      .map(([path, out]) => [out.entryPoint, path.split('/').pop()]),
  );
  const closure = (entries) => {
    const seen = new Set();
    const stack = entries.map((e) => {
      if (!byEntry.has(e)) throw new Error(`scripts/bundle.mjs: ${e} is not an entry point of the build (an await import() or an entry)`);
      return byEntry.get(e);
    });
    while (stack.length > 0) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...graph.get(file));
    }
    return seen;
  };
  const light = Object.entries(LIGHT).map(([name, entries]) => [name, closure(entries)]);
  const grouped = closure(GROUPED);
  const apart = Object.entries(APART).map(([name, entries]) => [name, closure(entries)]);
  // main.js and scan-worker.js stay files of their own: a group holding the worker's script would walk the vault
  // wherever it is imported.
  const starts = new Set(Object.values(common.entryPoints).map((e) => byEntry.get(e)));
  const groups = new Map();
  for (const file of graph.keys()) {
    if (starts.has(file)) continue;
    const needs = light.filter(([, files]) => files.has(file)).map(([name]) => name);
    if (needs.length > 0) groups.set(file, `light-${needs.join('-')}${grouped.has(file) ? '-run' : ''}`);
    else if (grouped.has(file)) groups.set(file, ['run', ...apart.filter(([, files]) => files.has(file)).map(([name]) => name)].join('-'));
  }
  return groups;
}

/** A name for an output file: a group's or an entry's, with esbuild's hash dropped (rollup adds its own). */
function chunkName(chunk) {
  if (chunk.name === 'run' || chunk.name.startsWith('run-')) return `${chunk.name}-[hash].js`;
  if (chunk.name.startsWith('light-')) return 'chunk-[hash].js';
  return `${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`;
}

// Bundled CommonJS still calls require() for Node's built-ins, and the vendor files are loaded by it: the file's own
// require, under the names the rewrites above use.
const BANNER = `const ${RUNTIME_REQUIRE} = require, ${REQUIRE_ALIAS} = require;`;

/**
 * The second pass: rollup reads esbuild's files (from memory, each with its source map, which rollup chains so the
 * maps still name src/) as its modules and writes them into the groups regroup chose. Nothing is tree-shaken or
 * changed but the imports and exports between files that are now one.
 */
async function rechunk(outdir, result) {
  const files = new Map();
  for (const f of result.outputFiles) files.set(f.path, f.text);
  const groups = regroup(result.metafile);
  const bundled = await rollup({
    input: { main: join(outdir, 'main.js'), 'scan-worker': join(outdir, 'scan-worker.js') },
    treeshake: false,
    preserveEntrySignatures: 'allow-extension',
    external: (id) => id.startsWith('node:'),
    onwarn(warning) {
      throw new Error(`rollup: ${warning.message}`);
    },
    plugins: [
      {
        name: 'esbuild-output',
        // The inputs are esbuild's files by their path in outdir; node: built-ins are external.
        resolveId(source, importer) {
          if (importer === undefined) return source;
          return source.startsWith('./') ? join(dirname(importer), source) : undefined;
        },
        load(id) {
          const code = files.get(id);
          if (code === undefined) throw new Error(`rollup: no esbuild output ${id}`);
          return { code: requireBuiltins(code, id.split('/').pop()), map: files.get(`${id}.map`) };
        },
      },
    ],
  });
  await bundled.write({
    dir: outdir,
    // CommonJS, not ES modules: see the header. An `await import()` becomes a require() in a promise, so no command
    // starts Node's ES module loader; dist/bundle/package.json makes the folder CommonJS (the package is "module").
    format: 'cjs',
    exports: 'named',
    dynamicImportInCjs: false,
    // Only Node's built-ins are external, imported whole (`import * as fs`): require() gives that namespace as it is.
    interop: 'esModule',
    // After the "use strict" rollup writes first (a banner would come before it and leave the file in sloppy mode).
    intro: BANNER,
    sourcemap: true,
    sourcemapExcludeSources: true,
    entryFileNames: '[name].js',
    chunkFileNames: chunkName,
    hashCharacters: 'base36',
    hoistTransitiveImports: false,
    manualChunks: (id) => groups.get(id.split('/').pop()),
  });
  await bundled.close();
}

/** src/cli/<name>.ts as one CommonJS file of its own, <name>.cjs, beside the bundle: loaded by bin/skill before it. */
function buildAlone(output, name) {
  return build({
    ...common,
    ...output,
    entryPoints: { [name]: `src/cli/${name}.ts` },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    splitting: false,
    sourcemap: 'linked',
    plugins: [plainRequire],
  });
}

/** Builds the bundle into `outdir` (default dist/bundle/, replaced whole). */
export async function bundle(outdir = BUNDLE_DIR) {
  const vendored = await vendorPackages();
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const vendorMetas = await buildVendor(outdir, vendored);
  const output = {
    outdir,
    entryNames: '[name]',
    sourcesContent: false,
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'eof',
    define: { __SKILL_BUILD__: JSON.stringify(sourceHash()) },
    metafile: true,
  };
  const result = await build({
    ...common,
    ...output,
    sourcemap: 'external',
    write: false,
    plugins: [plainRequire, computedRequire, vendorPlugin(vendored, `./${VENDOR}`)],
    chunkNames: '[name]-[hash]',
  });
  await rechunk(outdir, result);
  writeFileSync(
    join(outdir, 'package.json'),
    `${JSON.stringify({ '//': 'The bundle is CommonJS (scripts/bundle.mjs); the package around it is "type": "module".', type: 'commonjs' }, null, 2)}\n`,
  );
  // built-help.cjs is a file of its own, not split into shared chunks: it is all `--help` loads on a pipe, and each
  // module more is a file for Node to read, compile and link (0.7 M instructions each). It is CommonJS, as bin/skill
  // is, so that `--help` never starts Node's ES module loader (src/cli/built-help.ts says what that costs).
  await buildAlone(output, 'built-help');
  // code-cache.cjs is loaded before main.js on Node versions without a compile cache (src/cli/code-cache.ts): alone,
  // so that its own files are not among those it keeps the code of.
  await buildAlone(output, 'code-cache');
  // early-start.cjs starts `skill run`'s scan worker before main.js loads (src/cli/early-start.ts).
  await buildAlone(output, 'early-start');
  writeFileSync(join(outdir, 'THIRD-PARTY-NOTICES.md'), thirdPartyNotices(root, [result.metafile, ...vendorMetas]));
  renderHelp(outdir);
  return { ...result, vendored };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { vendored } = await bundle();
  if (process.argv.includes('--verbose'))
    process.stderr.write(
      `bundled into ${BUNDLE_DIR}; in vendor/ (sloppy-mode CommonJS, or loaded lazily by require()): ${[...vendored.keys()].join(', ')}\n`,
    );
}
