import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Files share a worker process one after another instead of a fresh process and module graph each: 0.4 s of CPU
    // less per file (docs/architecture.md, Tests). The setup file runs before every file: it registers the hooks each
    // file needs (temp folders removed after each test; a module's own hook would run for a worker's first file only)
    // and puts back what a file changed of the process (process.env.TZ above all, the working directory).
    isolate: false,
    setupFiles: ['test/support/restore-globals.ts'],
    // Every core: vitest 4 leaves one free by default, which on a 2-core CI machine is one file at a time. Most files
    // wait on child processes (the CLI end to end), so two at once took test/cli from 42 s to 27 s here.
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // `npm run coverage`. Only code run inside the test processes is seen: the end-to-end tests spawn bin/skill on
    // the bundle in dist/, and what those children run is not counted (docs/architecture.md, House habits).
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // A test that times out on a loaded machine should not cost the whole report (vitest drops it by default).
      reportOnFailure: true,
    },
  },
});
