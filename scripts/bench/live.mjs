// `npm run bench -- --live`: how long an event takes from a write on one API instance to a live stream
// held by another (decision 037). Two APIs on one scratch PostgreSQL database and one Redis; the demo
// user's stream is opened on instance B, and the same user marks their notifications seen on instance A,
// one write at a time: the time from sending the write to reading its `seen` event on B's stream.
import path from 'node:path';
import { signInDemo, startMeasuredApi } from './api-server.mjs';

/** The target for the event-to-browser latency across instances. */
export const LIVE_P99_BUDGET_MS = 250;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Opens GET /live with fetch() and yields each event's name as it arrives. */
async function openStream(apiBase, token, signal) {
  const res = await fetch(`${apiBase}/live`, { headers: { authorization: `Bearer ${token}` }, signal });
  if (res.status !== 200) throw new Error(`GET /live answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const waiting = [];
  const arrived = [];
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) {
            const at = performance.now();
            const next = waiting.shift();
            if (next) next({ name, at });
            else arrived.push({ name, at });
          }
          at = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
  return {
    next: () =>
      arrived.length > 0 ? Promise.resolve(arrived.shift()) : new Promise((resolve) => waiting.push(resolve)),
  };
}

/**
 * Starts instance A (seeding the demo data) and B on `databaseUrl` and `redisUrl`, then measures
 * `events` writes one after another. Answers the row for the table.
 */
export async function runLiveLatency({ scratch, databaseUrl, redisUrl, events, onStart, onStop, log }) {
  const a = await startMeasuredApi({
    dataDir: path.join(scratch, 'live-a'),
    databaseUrl,
    extraEnv: { REDIS_URL: redisUrl },
    onStart,
  });
  const b = await startMeasuredApi({
    dataDir: path.join(scratch, 'live-b'),
    databaseUrl,
    extraEnv: {
      REDIS_URL: redisUrl,
      SEED_DEMO: 'false',
      JWT_SECRET: a.env.JWT_SECRET,
      WEB_SECRET: a.env.WEB_SECRET,
      NEXTAUTH_SECRET: a.env.NEXTAUTH_SECRET,
    },
    onStart,
  });
  const abort = new AbortController();
  try {
    const token = await signInDemo(a.apiBase, 'user@');
    const stream = await openStream(b.apiBase, token, abort.signal);
    const markSeen = () =>
      fetch(`${a.apiBase}/notification/mark-all-as-seen`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
      }).then((res) => res.arrayBuffer());
    // Warm both instances' paths (the first statements are planned, the connections opened).
    for (let i = 0; i < 20; i += 1) {
      await markSeen();
      await stream.next();
    }
    log(`Live: ${events} writes on instance A, each read back from a stream on instance B…`);
    const samples = [];
    for (let i = 0; i < events; i += 1) {
      const sent = performance.now();
      const [event] = await Promise.all([stream.next(), markSeen()]);
      if (event.name !== 'seen') throw new Error(`Expected a seen event, got ${event.name}`);
      samples.push(event.at - sent);
    }
    samples.sort((x, y) => x - y);
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    return {
      target: `live: write on API A → event on a stream of API B (${events} events)`,
      events,
      p50: Math.round(p50 * 10) / 10,
      p99: Math.round(p99 * 10) / 10,
      max: Math.round(samples.at(-1) * 10) / 10,
      budget: `p99 ≤ ${LIVE_P99_BUDGET_MS} ms`,
      passed: p99 <= LIVE_P99_BUDGET_MS,
    };
  } finally {
    abort.abort();
    await onStop(b.handle);
    await onStop(a.handle);
  }
}
