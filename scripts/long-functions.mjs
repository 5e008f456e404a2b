#!/usr/bin/env node
/**
 * Lists the functions in src/ longer than a limit, longest first, as Biome's noExcessiveLinesPerFunction counts them
 * (the rule that enforces the house limit), on a copy of src/ formatted by Biome first, so the figure is the one the
 * tree has once formatted, whatever the working copy's layout.
 *
 *   node scripts/long-functions.mjs [--max 80] [--as-is]
 *
 * --max N: list functions over N lines (default 80; --max 1 lists every function, so the first line is the longest).
 * --as-is: count the working copy as it is, without formatting it first.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt >= 0 ? Number(args[maxAt + 1]) : 80;
const asIs = args.includes('--as-is');
const biome = join(repo, 'node_modules', '.bin', 'biome');

const work = mkdtempSync(join(tmpdir(), 'long-functions-'));
try {
  cpSync(join(repo, 'src'), join(work, 'src'), { recursive: true });
  // biome.jsonc's comments are whole lines of their own.
  const config = JSON.parse(readFileSync(join(repo, 'biome.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
  delete config.overrides;
  delete config.$schema;
  delete config.vcs;
  config.files = { includes: ['src/**/*.ts'] };
  config.linter.rules.complexity.noExcessiveLinesPerFunction = { level: 'warn', options: { maxLines: max } };
  writeFileSync(join(work, 'biome.json'), JSON.stringify(config));
  const run = (argv) =>
    execFileSync(biome, argv, { cwd: work, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  if (!asIs) run(['format', '--write', 'src']);
  let out;
  try {
    out = run(['lint', 'src', '--only=complexity/noExcessiveLinesPerFunction', '--reporter=json', '--max-diagnostics=none']);
  } catch (error) {
    out = error.stdout; // Biome exits non-zero when a rule set to error fires; the report is on stdout all the same.
  }
  const rows = JSON.parse(out).diagnostics.map((d) => {
    const path = d.location.path;
    const line = readFileSync(join(work, path), 'utf8').split('\n')[d.location.start.line - 1] ?? '';
    const name =
      /function\*?\s+(\w+)/.exec(line)?.[1] ??
      /(\w+)\s*[:=]\s*(?:async\s*)?(?:function\b|\(|\w+\s*=>)/.exec(line)?.[1] ??
      /(\w+)\s*\(/.exec(line)?.[1] ??
      '(anonymous)';
    return { lines: Number(/\((\d+)\)/.exec(d.message)?.[1]), where: `${path.replace(/^src\//, '')}:${d.location.start.line}`, name };
  });
  rows.sort((a, b) => b.lines - a.lines || a.where.localeCompare(b.where));
  for (const r of rows) console.log(`${String(r.lines).padStart(4)}  ${r.name}  ${r.where}`);
  console.error(`${rows.length} function(s) over ${max} lines in src/ (${asIs ? 'as is' : 'formatted by Biome'})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
