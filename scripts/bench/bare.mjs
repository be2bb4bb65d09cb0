// The bare Fastify hello-world (apps/api/bench/bare-server.mjs): the reference point that tells a reader
// which kind of machine a figure came from. `npm run bench` measures it beside the API, `npm run
// lighthouse` beside the page scores.
import path from 'node:path';
import autocannon from 'autocannon';
import { API_DIR } from '../lib/config.mjs';
import { findFreePort, startChild, stopChild, waitForHttp } from '../lib/processes.mjs';

/** Starts the bare server on a free port; resolves with its handle and URL once it answers. */
export async function startBareServer({ onStart, quiet = false } = {}) {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}/`;
  const handle = startChild('bare', process.execPath, [path.join(API_DIR, 'bench', 'bare-server.mjs')], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    quiet,
  });
  onStart?.(handle);
  if (!(await waitForHttp(url, { handle, timeoutMs: 180_000 }))) {
    await stopChild(handle);
    throw new Error(`bare did not answer ${url}`);
  }
  return { handle, url };
}

/** The bare server's req/s with autocannon (a short untimed run first), then the server is stopped. */
export async function measureBareServer({ duration = 5, warmup = 1, connections = 50 } = {}) {
  const { handle, url } = await startBareServer({ quiet: true });
  const run = (seconds) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, pipelining: 1, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  try {
    if (warmup > 0) await run(warmup);
    const result = await run(duration);
    return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, connections, duration };
  } finally {
    await stopChild(handle);
  }
}
