// Loaded into the API that `npm run bench -- --streams` measures (`node --expose-gc --import` this file):
// on SIGUSR2 it collects garbage and writes the process's memory (process.memoryUsage(), bytes) to
// BENCH_MEMORY_FILE, so the bench reads the heap of the instance itself, not only its RSS from outside.
// Nothing of the API's own code changes for it.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ at: Date.now(), rss, heapTotal, heapUsed, external, arrayBuffers }));
  });
}
