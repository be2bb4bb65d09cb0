import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that start API processes of their own (tsx compiles the API in each) or send thousands of
 * requests take 20–80 s where most take 2–5: they start first, so neither worker is left running one
 * of them alone at the end of the run (a clean clone has no timings of earlier runs to sort by).
 */
const SLOW_FIRST = ['test/fuzz.test.ts', 'test/crash.test.ts', 'test/data-dir-lock.test.ts'];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((slow) => file.moduleId.endsWith(slow));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/worker-setup.ts'],
    pool: 'forks',
    // Files in one worker reuse the worker's migrated base PGlite (cloned per file), so the
    // module registry is kept between files. On PostgreSQL the files share one database and
    // every test creates uniquely named data.
    isolate: false,
    maxWorkers: 2,
    // A test passes on its first run or fails: a flaky one is a bug to find (docs/testing.md).
    retry: 0,
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
