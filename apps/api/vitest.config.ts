import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Files in one worker reuse the worker's migrated base PGlite (cloned per file), so the
    // module registry is kept between files. On PostgreSQL the files share one database and
    // every test creates uniquely named data.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
