#!/usr/bin/env node
// npm run demo: runs planning-daily "next monday" on a temporary copy of fixtures/vault, so the repository is never
// touched. Offline (a guided questionnaire) unless ANTHROPIC_API_KEY is set. Extra arguments go to `skill run`.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const vault = join(mkdtempSync(join(tmpdir(), 'skill-demo-')), 'vault');
cpSync(join(root, 'fixtures', 'vault'), vault, { recursive: true });
const mode = process.env.ANTHROPIC_API_KEY ? 'with Claude' : 'offline (no ANTHROPIC_API_KEY)';
process.stderr.write(`Demo: planning-daily "next monday" ${mode}, on a copy of the sample vault at ${vault}\n\n`);
const result = spawnSync(
  process.execPath,
  [join(root, 'bin', 'skill'), 'run', 'planning-daily', 'next', 'monday', '--vault', vault, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.stderr.write(`\nThe vault copy stays at ${vault}; \`node bin/skill sessions show last\` shows what the run saw.\n`);
process.exit(result.status ?? 1);
