// Test files share a worker process one after another (vitest.config.ts: `isolate: false`), and its modules: a hook
// a support module registered when imported would be registered for the first file of a worker only. This file runs
// before each file's own code and registers what every file needs: the temp folders a test made are removed after it,
// and what a file changes of the process is put back when it ends: the environment (many files set process.env.TZ at
// the top; assigning or deleting TZ makes Node re-read the time zone) and the working directory.
import { afterAll, afterEach } from 'vitest';
import { removeTempDirs } from './tmp.js';

afterEach(removeTempDirs);

const env = { ...process.env };
const cwd = process.cwd();

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  for (const [key, value] of Object.entries(env)) if (process.env[key] !== value) process.env[key] = value;
  if (process.cwd() !== cwd) process.chdir(cwd);
});
