// `npm run bench -- --streams [N]`: how many live streams (GET /api/live, decision 037) one API
// instance holds, and what each costs. One API on a scratch PostgreSQL database and Redis, as a cluster
// instance runs; N people made in the database with a stored session each (the per-person cap is 8
// streams, so each stream is a different person); N streams opened with their bearer tokens and held;
// the instance's memory (RSS and V8 heap, after a garbage collection) before and after; then, with every
// stream still open, a sample of them each gets an event (the person marks their notifications seen)
// and the time from sending the write to reading its `seen` event on the stream is measured.
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startMeasuredApi } from './api-server.mjs';
import { signTokens } from './scenarios.mjs';
import { createBuyers } from './seed-catalog.mjs';

export const BENCH_STREAMS = 10_000;
/** Streams opened at a time while opening (each is a request the API authenticates). */
const OPENING_AT_ONCE = 100;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The soft and hard limits on open files of process `pid`, from /proc. */
function fileLimit(pid) {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft, hard] = (line ?? '').replace('Max open files', '').trim().split(/\s+/);
  return { soft, hard };
}

/** The API's memory as the probe (memory-probe.mjs) writes it on SIGUSR2, after a collection. */
async function readMemory(pid, file) {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200; i += 1) {
    await sleep(50);
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // Not written yet.
    }
  }
  throw new Error('The API did not report its memory');
}

/**
 * Opens one stream with node:http (a socket of its own) and resolves once `: connected` has come;
 * `next()` then answers the next event's name and arrival time; `isOpen()` says whether it still is.
 */
function openStream(origin, token) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/live`, {
      agent: false,
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    request.on('error', reject);
    request.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET /api/live answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let connected = false;
      let open = true;
      const waiting = [];
      const arrived = [];
      res.on('data', (chunk) => {
        buffer += chunk;
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (!connected && block.includes(': connected')) {
            connected = true;
            resolve(stream);
          }
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) {
            const event = { name, at: performance.now() };
            const next = waiting.shift();
            if (next) next(event);
            else arrived.push(event);
          }
          at = buffer.indexOf('\n\n');
        }
      });
      const closed = () => {
        open = false;
        if (!connected) reject(new Error('The stream ended before it connected'));
      };
      res.on('close', closed);
      res.on('error', closed);
      const stream = {
        isOpen: () => open,
        next: () =>
          arrived.length > 0
            ? Promise.resolve(arrived.shift())
            : new Promise((resolveEvent) => waiting.push(resolveEvent)),
        close: () => request.destroy(),
      };
    });
  });
}

function markSeen(apiBase, token) {
  return fetch(`${apiBase}/notification/mark-all-as-seen`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
  }).then(async (res) => {
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`mark-all-as-seen answered ${res.status}`);
  });
}

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Starts one API on `databaseUrl` and `redisUrl`, opens and holds `streams` streams, and answers the
 * row for the table (with what it measured).
 */
export async function runStreamsBench({
  scratch,
  databaseUrl,
  redisUrl,
  streams,
  samples,
  holdMs,
  onStart,
  onStop,
  log,
}) {
  const memoryFile = path.join(scratch, 'streams-memory.json');
  const probe = pathToFileURL(path.join(import.meta.dirname, 'memory-probe.mjs')).href;
  const api = await startMeasuredApi({
    dataDir: path.join(scratch, 'streams'),
    databaseUrl,
    nodeArgs: ['--expose-gc', '--import', probe],
    extraEnv: { REDIS_URL: redisUrl, BENCH_MEMORY_FILE: memoryFile },
    onStart,
  });
  const pid = api.handle.child.pid;
  const client = new pg.Client({ connectionString: databaseUrl });
  const held = [];
  try {
    await client.connect();
    const limit = fileLimit(pid);
    const own = fileLimit(process.pid);
    log(`API pid ${pid}: open-file limit ${limit.soft} (hard ${limit.hard}); this process: ${own.soft}`);
    // Each stream is a socket in the API and one in this process, beside their own files.
    const lowest = Math.min(Number(limit.soft), Number(own.soft));
    if (lowest < streams + 1000) {
      log(
        `The open-file limit ${lowest} is below ${streams} streams and the processes' own files: expect refusals (raise it with ulimit -n before npm run bench)`,
      );
    }
    log(`Making ${streams.toLocaleString('en-US')} people, each with a stored session…`);
    const { ids } = await createBuyers(client, { prefix: `bench-stream-${Date.now()}-`, count: streams });
    const tokens = await signTokens(client, api.env.JWT_SECRET, ids);
    // Warm the path (statements planned, connections opened) before the first reading.
    for (let i = 0; i < 20; i += 1) {
      const s = await openStream(api.origin, tokens[i]);
      await markSeen(api.apiBase, tokens[i]);
      await s.next();
      s.close();
    }
    await sleep(1000);
    const before = await readMemory(pid, memoryFile);
    log(
      `Before: RSS ${mb(before.rss)} MB, heap used ${mb(before.heapUsed)} MB. Opening ${streams.toLocaleString('en-US')} streams…`,
    );

    const started = performance.now();
    const failures = new Map();
    let nextIndex = 0;
    const opener = async () => {
      while (nextIndex < streams) {
        const i = nextIndex++;
        try {
          held[i] = await openStream(api.origin, tokens[i]);
        } catch (error) {
          const reason = error.code ?? error.message;
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    };
    await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
    const openSeconds = (performance.now() - started) / 1000;
    const opened = held.filter(Boolean).length;
    log(
      `${opened.toLocaleString('en-US')} opened in ${openSeconds.toFixed(1)} s; holding them ${holdMs / 1000} s (heartbeats pass)…`,
    );
    await sleep(holdMs);
    const after = await readMemory(pid, memoryFile);
    log(`After: RSS ${mb(after.rss)} MB, heap used ${mb(after.heapUsed)} MB.`);

    // With every stream open: events to a sample spread over them, one at a time.
    const open = held.map((s, i) => (s?.isOpen() ? i : -1)).filter((i) => i >= 0);
    const step = Math.max(1, Math.floor(open.length / samples));
    const latencies = [];
    for (let k = 0; k < open.length && latencies.length < samples; k += step) {
      const i = open[k];
      const sent = performance.now();
      const [event] = await Promise.all([held[i].next(), markSeen(api.apiBase, tokens[i])]);
      if (event.name !== 'seen') throw new Error(`Expected a seen event, got ${event.name}`);
      latencies.push(event.at - sent);
    }
    latencies.sort((x, y) => x - y);
    const stillOpen = held.filter((s) => s?.isOpen()).length;
    const round = (n) => Math.round(n * 10) / 10;
    return {
      target: `streams: GET /api/live held by 1 API (${streams.toLocaleString('en-US')} people)`,
      asked: streams,
      opened,
      stillOpen,
      failures: Object.fromEntries(failures),
      openSeconds: round(openSeconds),
      holdSeconds: holdMs / 1000,
      fileLimit: limit,
      memoryBefore: before,
      memoryAfter: after,
      rssPerStreamKb: opened ? round((after.rss - before.rss) / opened / 1024) : null,
      heapPerStreamKb: opened ? round((after.heapUsed - before.heapUsed) / opened / 1024) : null,
      events: latencies.length,
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1)),
      passed: opened === streams && stillOpen === streams && latencies.length > 0,
    };
  } finally {
    for (const s of held) s?.close();
    await client.end().catch(() => {});
    await onStop(api.handle);
  }
}
