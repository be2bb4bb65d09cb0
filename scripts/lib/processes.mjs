// Child-process helpers: prefixed logs, readiness polling, free ports and clean shutdown.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const COLORS = { api: 36, web: 35, bare: 33, build: 34 };
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

function formatPrefix(name) {
  const label = `[${name}]`.padEnd(6);
  const color = COLORS[name];
  return useColor && color ? `\u001b[${color}m${label}\u001b[0m ` : `${label} `;
}

function pipeLines(stream, prefix, out) {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => out.write(`${prefix}${line}\n`));
}

/**
 * Starts a long-running child in its own process group (so the whole tree can be signalled at once and a
 * terminal Ctrl-C reaches only us) with every output line prefixed by its name.
 * `exited` resolves with `{ code, signal }` once the child is gone.
 */
export function startChild(name, command, args, { cwd, env, quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = formatPrefix(name);
  if (quiet) {
    child.stdout.resume();
    pipeLines(child.stderr, prefix, process.stderr);
  } else {
    pipeLines(child.stdout, prefix, process.stdout);
    pipeLines(child.stderr, prefix, process.stderr);
  }
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      process.stderr.write(`${prefix}failed to start: ${error.message}\n`);
      resolve({ code: 1, signal: null });
    });
  });
  return { name, child, exited, isRunning: () => child.exitCode === null && child.signalCode === null };
}

function signalGroup(handle, signal) {
  try {
    process.kill(-handle.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Sends SIGTERM to the child's process group, then SIGKILL if it has not exited after `graceMs`. */
export async function stopChild(handle, graceMs = 10_000) {
  if (!handle) return;
  if (handle.isRunning()) signalGroup(handle, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(handle, 'SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
  // Grandchildren (e.g. next's workers) may outlive the group leader; make sure none are left.
  signalGroup(handle, 'SIGKILL');
}

/**
 * Runs a command to completion with inherited output (or prefixed output when `name` is given) and
 * resolves with its exit code.
 */
export async function runCommand(command, args, { cwd, env, name } = {}) {
  if (!name) {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    const [code, signal] = await once(child, 'exit');
    return code ?? (signal ? 1 : 0);
  }
  const handle = startChild(name, command, args, { cwd, env });
  const { code, signal } = await handle.exited;
  return code ?? (signal ? 1 : 0);
}

/**
 * Polls `url` until it answers (any status accepted by `isReady`), the child exits, or the timeout passes.
 * Returns true when ready.
 */
export async function waitForHttp(url, { handle, timeoutMs = 120_000, isReady = (res) => res.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle && !handle.isRunning()) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000), redirect: 'manual' });
      await res.arrayBuffer();
      if (isReady(res)) return true;
    } catch {
      // Not listening yet (a listening server that is slow to answer, e.g. next dev compiling, is awaited).
    }
    await sleep(300);
  }
  return false;
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function askForEphemeralPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '0.0.0.0', exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The preferred port when it is free, else any free port; never one in `exclude`. */
export async function findFreePort(preferred, exclude = []) {
  if (preferred && !exclude.includes(preferred) && (await isPortFree(preferred))) return preferred;
  for (;;) {
    const port = await askForEphemeralPort();
    if (!exclude.includes(port)) return port;
  }
}

/**
 * Runs the API and the web side by side: the API first, the web once /api/health answers. Stops both on
 * SIGINT/SIGTERM; when either dies, stops the other and exits non-zero.
 */
export async function superviseServers({ startApi, startWeb, healthUrl, webUrl, onReady }) {
  const handles = [];
  let stopping = false;
  let exitCode = 0;

  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    await Promise.all(handles.map((handle) => stopChild(handle)));
    process.exit(exitCode);
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) return;
      process.stdout.write(`\nReceived ${signal}, stopping…\n`);
      void stopAll(0);
    });
  }

  const watchChild = (handle) => {
    handles.push(handle);
    void handle.exited.then(({ code, signal }) => {
      if (stopping) return;
      process.stderr.write(
        `\n${handle.name} exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`}); stopping the rest.\n`,
      );
      void stopAll(code && code !== 0 ? code : 1);
    });
  };

  const api = startApi();
  watchChild(api);
  const apiReady = await waitForHttp(healthUrl, { handle: api, timeoutMs: 180_000 });
  if (stopping) return;
  if (!apiReady) {
    process.stderr.write(`The API did not answer ${healthUrl} in time.\n`);
    await stopAll(1);
    return;
  }

  const web = startWeb();
  watchChild(web);
  const webReady = await waitForHttp(webUrl, {
    handle: web,
    timeoutMs: 300_000,
    isReady: (res) => res.status < 500,
  });
  if (stopping) return;
  if (!webReady) {
    process.stderr.write(`The web app did not answer ${webUrl} in time.\n`);
    await stopAll(1);
    return;
  }
  onReady?.();
}
