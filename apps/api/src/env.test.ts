import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv, REPO_ROOT } from './env.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadEnv', () => {
  it('names every bad variable at once', () => {
    expect(() =>
      loadEnv({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', WEB_ORIGIN: 'nope', DATA_DIR: tempDir() }),
    ).toThrow(EnvError);
    try {
      loadEnv({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', WEB_ORIGIN: 'nope', DATA_DIR: tempDir() });
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['API_PORT', 'DATABASE_URL', 'WEB_ORIGIN']) expect(message).toContain(name);
    }
  });

  it('generates the JWT and web secrets once into DATA_DIR/secrets.json and keeps other keys', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ NEXTAUTH_SECRET: 'web-secret' }));
    const first = loadEnv({ DATA_DIR: dir });
    const second = loadEnv({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.webSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.webSecret).not.toBe(first.jwtSecret);
    expect(second).toMatchObject({ jwtSecret: first.jwtSecret, webSecret: first.webSecret });
    const stored = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(stored).toEqual({
      NEXTAUTH_SECRET: 'web-secret',
      JWT_SECRET: first.jwtSecret,
      WEB_SECRET: first.webSecret,
      VAPID_PUBLIC_KEY: first.vapid.publicKey,
      VAPID_PRIVATE_KEY: first.vapid.privateKey,
    });
    // A P-256 pair as browsers take it: a 65-byte uncompressed point, a 32-byte private key.
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(second.vapid).toEqual(first.vapid);
  });

  it('reads a web push private key stored without its leading zero byte as the 32 bytes web push takes', () => {
    const dir = tempDir();
    // Node's ECDH drops a private key's leading zero bytes; pairs made with it were sometimes stored so.
    const short = Buffer.alloc(31, 7).toString('base64url');
    writeFileSync(
      join(dir, 'secrets.json'),
      JSON.stringify({ VAPID_PUBLIC_KEY: `B${'p'.repeat(86)}`, VAPID_PRIVATE_KEY: short }),
    );
    const key = Buffer.from(loadEnv({ DATA_DIR: dir }).vapid.privateKey, 'base64url');
    expect(key).toEqual(Buffer.concat([Buffer.alloc(1), Buffer.alloc(31, 7)]));
  });

  it('prefers secrets from the environment and applies defaults', () => {
    const dir = tempDir();
    const vapid = { VAPID_PUBLIC_KEY: `B${'p'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    const env = loadEnv({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), WEB_SECRET: 'w'.repeat(40), ...vapid });
    expect(env).toMatchObject({ jwtSecret: 'x'.repeat(40), webSecret: 'w'.repeat(40) });
    expect(env.vapid).toEqual({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateKey: vapid.VAPID_PRIVATE_KEY,
      subject: 'mailto:support@bazaar.example',
    });
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    expect(env).toMatchObject({
      // No proxy is believed unless one is named: the web server proves itself with WEB_SECRET.
      trustProxy: false,
      apiPort: 4000,
      webOrigin: 'http://localhost:3000',
      imageBaseUrl: 'http://localhost:4000/uploads',
      seedDemo: true,
      databaseUrl: undefined,
    });
    // A relative DATA_DIR is the repository's; with every secret given, nothing is written there.
    expect(
      loadEnv({ DATA_DIR: 'some-data', JWT_SECRET: 'x'.repeat(40), WEB_SECRET: 'w'.repeat(40), ...vapid })
        .dataDir,
    ).toBe(join(REPO_ROOT, 'some-data'));
    expect(existsSync(join(REPO_ROOT, 'some-data'))).toBe(false);
  });
});
