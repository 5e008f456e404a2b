import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file runs in its own process so tests that set TZ or chdir stay isolated.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
