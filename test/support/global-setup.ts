// End-to-end tests spawn bin/skill, which runs the bundle in dist/bundle/; a few tests import single compiled modules
// from dist/ in a child process. Build both once (`npm run compile`'s two steps) before any test file runs, so a test
// never exercises stale output.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function setup(): void {
  const root = join(import.meta.dirname, '..', '..');
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { cwd: root, stdio: 'inherit' });
}
