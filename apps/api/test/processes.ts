import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export type Child = {
  process: ChildProcess;
  pid: number;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** Resolves once a line matching `pattern` has been written (rejects if the child exits first). */
  waitFor: (pattern: RegExp) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9, resolved once the child has been reaped. */
  killHard: () => Promise<void>;
};

/** Runs a TypeScript file of the API (relative to apps/api) in its own Node process through tsx. */
export function spawnTs(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: API_DIR,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of [...waiters]) {
      if (w.pattern.test(output)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    process: child,
    pid: child.pid ?? -1,
    output: () => output,
    waitFor: (pattern) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(output)) return resolve();
        waiters.push({ pattern, resolve });
        void exited.then(({ code, signal }) =>
          reject(new Error(`exited (${signal ?? code}) before ${pattern}:\n${output}`)),
        );
      }),
    exited,
    killHard: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The environment of an API process on `dataDir`: no demo seed, no global rate limit, quiet logs. */
export function apiEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
    API_HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...extra,
  };
}

export type ApiServer = Child & { url: string };

/** Starts `src/server.ts` and resolves once it answers /api/health. */
export async function startApi(env: NodeJS.ProcessEnv): Promise<ApiServer> {
  const port = await freePort();
  const child = spawnTs('src/server.ts', [], { ...env, API_PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`The API exited before it was ready:\n${child.output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { ...child, url };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
