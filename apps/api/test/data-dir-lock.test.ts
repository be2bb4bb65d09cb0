import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, TEST_PASSWORD, uniqueEmail } from './helper.ts';
import { type ApiServer, apiEnv, type Child, freePort, spawnTs, startApi } from './processes.ts';

// PGlite only: on PostgreSQL any number of API processes may share a DATA_DIR.
describe.skipIf(isPostgres)('one process per PGlite DATA_DIR', () => {
  let dataDir: string;
  const started: Child[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bazaar-data-dir-lock-'));
  });
  afterAll(async () => {
    await Promise.all(started.map((c) => c.killHard()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second API and the CLI while the API runs, naming the folder and its pid; a clean stop releases it', async () => {
    const env = apiEnv(dataDir, { DATABASE_URL: '' });
    const folder = join(dataDir, 'pglite');
    const inUse = (api: ApiServer) => `${folder} is in use by process ${api.pid} (`;
    const api = await startApi(env);
    started.push(api);

    const email = uniqueEmail('lock');
    const registered = await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Lock Tester', email, password: TEST_PASSWORD }),
    });
    expect(registered.status).toBe(201);

    const second = spawnTs('src/server.ts', [], { ...env, API_PORT: String(await freePort()) });
    started.push(second);
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(`The API cannot start: ${inUse(api)}`);

    const promote = ['src/cli/create-super-admin.ts', '--email', email, '--password', TEST_PASSWORD] as const;
    const cli = spawnTs(promote[0], promote.slice(1), env);
    started.push(cli);
    expect((await cli.exited).code).toBe(1);
    expect(cli.output()).toContain(`Cannot create the super admin: ${inUse(api)}`);

    // The first API kept serving throughout.
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);

    api.process.kill('SIGTERM');
    expect((await api.exited).code).toBe(0);
    expect(existsSync(`${folder}.lock`)).toBe(false);

    // Now the CLI opens the folder, and finds the account the API wrote.
    const after = spawnTs(promote[0], promote.slice(1), env);
    started.push(after);
    expect((await after.exited).code, after.output()).toBe(0);
    expect(after.output()).toContain(`Promoted ${email} to SuperAdmin`);
    expect(existsSync(`${folder}.lock`)).toBe(false);
  }, 240_000); // four API and CLI starts (tsx, PGlite migrations): tens of seconds each on a loaded machine
});
