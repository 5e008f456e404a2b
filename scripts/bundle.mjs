#!/usr/bin/env node
// The second half of `npm run build` (after tsc, which type-checks and emits dist/ module by module for the tests and
// scripts that import single modules): bundles the CLI with esbuild into dist/bundle/, which is what bin/skill runs.
// Node spends most of a short command's start-up finding, reading and compiling modules; one file per entry, and a
// chunk per lazily imported part, removes most of that (docs/performance.md, "Startup").
//
// - Entries: the CLI (main.js) and the search scan's worker thread (scan-worker.js). Every `await import()` in the
//   sources stays a chunk of its own, so the lazy split holds: `run --prepare` loads neither the model layer nor the
//   conversation and write phases, and `--help` loads main.js and commander only.
// - Everything is flat in dist/bundle/: scan.ts finds its worker as `./scan-worker.js` beside the chunk it is in, and
//   discover.ts finds the bundled rituals two folders up (dist/bundle/ → the package root), as from dist/ritual/.
// - An npm package is bundled only when every file it brings is an ES module or strict-mode CommonJS. An ES module
//   bundle is strict mode throughout, and sloppy CommonJS can behave differently there: node-ical assigns to a
//   read-only property of a Date, which sloppy mode ignores and strict mode throws on (every non-recurring event was
//   lost). Such packages stay external and load from node_modules as before; the rule is checked on every build, so
//   an update that changes a package's files cannot slip past it.
// - Source maps are written beside each file; bin/skill turns them on with --debug, so a stack trace names src/.
// - The sources and the lockfile are hashed into __SKILL_BUILD__: caches written by another build are not used
//   (src/cache/build-id.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outdir = join(root, 'dist', 'bundle');

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
function packageOf(path) {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  return parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
}

const STRICT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use strict\1/;

/**
 * The packages our sources import that bring sloppy-mode CommonJS (their own files or their dependencies'), found
 * from a trial build's module graph.
 */
async function sloppyPackages() {
  const trial = await build({ ...common, outdir, write: false, metafile: true });
  const inputs = trial.metafile.inputs;
  const sloppy = (path) => inputs[path].format !== 'esm' && !STRICT.test(readFileSync(join(root, path), 'utf8'));
  const external = new Set();
  for (const [path, info] of Object.entries(inputs)) {
    if (path.includes('node_modules')) continue;
    for (const imp of info.imports) {
      if (!imp.path.includes('node_modules') || imp.external) continue;
      const name = packageOf(imp.path);
      // Everything reachable from the package's entry.
      const seen = new Set();
      const stack = [imp.path];
      while (stack.length > 0) {
        const p = stack.pop();
        if (seen.has(p) || !inputs[p]) continue;
        seen.add(p);
        for (const next of inputs[p].imports) if (!next.external) stack.push(next.path);
      }
      if ([...seen].some(sloppy)) external.add(name);
    }
  }
  return [...external].sort();
}

function sourceHash() {
  const hash = createHash('sha256');
  const files = readdirSync(join(root, 'src'), { recursive: true }).filter((f) => f.endsWith('.ts')).sort();
  for (const f of [...files.map((f) => join('src', f)), 'package-lock.json']) hash.update(f).update('\0').update(readFileSync(join(root, f))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export async function bundle() {
  const external = await sloppyPackages();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    ...common,
    outdir,
    external,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    sourcesContent: false,
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'none',
    define: { __SKILL_BUILD__: JSON.stringify(sourceHash()) },
    // Bundled CommonJS still calls require() for Node's built-ins.
    banner: { js: "import { createRequire as __skillRequire } from 'node:module'; const require = __skillRequire(import.meta.url);" },
    metafile: true,
  });
  return { ...result, external };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { external } = await bundle();
  if (process.argv.includes('--verbose')) process.stderr.write(`bundled into ${outdir}; left external (sloppy-mode CommonJS): ${external.join(', ')}\n`);
}
