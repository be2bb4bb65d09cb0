import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@bazaar/shared/roles';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import pg from 'pg';
import { type AppConfig, buildApp } from '../src/app.ts';
import {
  createPgliteClient,
  createPostgresHandle,
  type Db,
  type DbHandle,
  type DbKind,
  wrapPglite,
} from '../src/db/client.ts';
import type { UserRow } from '../src/db/schema/users.ts';
import { newId } from '../src/lib/ids.ts';
import { hashPassword } from '../src/lib/password.ts';
import { signAccessToken } from '../src/lib/tokens.ts';
import { insertSession, insertUser } from '../src/platform/auth/repo.ts';

export const TEST_PASSWORD = 'Test-pass1';
/** The secret the test apps share with a (pretend) web server. */
export const TEST_WEB_SECRET = randomBytes(32).toString('base64url');
export const WEB_ORIGIN = 'http://localhost:3000';
export const IMAGE_BASE_URL = 'http://localhost:4000/uploads';
export const isPostgres = Boolean(process.env.DATABASE_URL);
export const hasRedis = Boolean(process.env.REDIS_URL);

// One migrated PGlite per worker, never written to: the template an isolated app clones (a clone
// takes ~0.75 s on a quiet machine, about as much as most files' tests; a fresh PGlite 2–3 s).
let templatePglite: Promise<PGlite> | null = null;
// The worker's database, one clone of the template that the worker's test files share, as the files
// share one database on PostgreSQL: every test creates uniquely named data of its own.
let sharedPglite: Promise<DbHandle> | null = null;

function getTemplatePglite(): Promise<PGlite> {
  templatePglite ??= (async () => {
    const client = await createPgliteClient();
    await wrapPglite(client).migrate();
    return client;
  })();
  return templatePglite;
}

async function clonePglite(): Promise<DbHandle> {
  return wrapPglite((await (await getTemplatePglite()).clone()) as PGlite);
}

/**
 * Makes the worker's PGlite template and shared database before its first file's hooks start
 * (test/worker-setup.ts): a fresh PGlite and its migrations take a few seconds on a quiet machine and
 * minutes on a loaded one, which the first file's beforeAll must not be timed for.
 */
export async function prepareTestDatabase(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  sharedPglite ??= clonePglite();
  await sharedPglite;
}

async function openTestDatabase(): Promise<DbHandle> {
  if (process.env.DATABASE_URL) return createPostgresHandle(process.env.DATABASE_URL, 4);
  sharedPglite ??= clonePglite();
  // Shared by the worker's files until the worker exits: an app's close leaves it open.
  return { ...(await sharedPglite), close: async () => {} };
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  kind: DbKind;
  config: AppConfig;
  close: () => Promise<void>;
};

/**
 * The real app on the test database (the worker's PGlite, or DATABASE_URL), shared with the other
 * test files, with its own uploads folder. A test that needs a database nobody else writes to uses
 * buildIsolatedTestApp().
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { onRoute?: (route: RouteOptions) => void; database?: DbHandle } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-api-test-'));
  const config: AppConfig = {
    jwtSecret: randomBytes(32).toString('base64url'),
    webSecret: TEST_WEB_SECRET,
    webOrigin: WEB_ORIGIN,
    imageBaseUrl: IMAGE_BASE_URL,
    dataDir,
    redisUrl: process.env.REDIS_URL,
    rateLimitMax: 1000,
    // Every app gets its own Redis keys, so test files and repeated runs never share counters.
    keyPrefix: `bazaar-test:${randomUUID()}:`,
    ...overrides,
  };
  const app = await buildApp({ config, database, ...(opts.onRoute ? { onRoute: opts.onRoute } : {}) });
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app on a database of its own, empty but for the migrations, for tests that count rows across the
 * whole database (the admin dashboard, "the last super admin", the demo seeds): a fresh PGlite clone,
 * or on DATABASE_URL a fresh PostgreSQL database, migrated; either is dropped at close.
 */
export async function buildIsolatedTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await clonePglite();
    const t = await buildTestApp(overrides, { database });
    return {
      ...t,
      close: async () => {
        await t.close();
        await database.close();
      },
    };
  }
  const name = `bazaar_iso_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = createPostgresHandle(own.toString(), 4);
  await database.migrate();
  const t = await buildTestApp(overrides, { database });
  return {
    ...t,
    close: async () => {
      await t.close();
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/**
 * A made-up word of lower-case letters, unique to a test, that full-text search finds as typed (a
 * hex tag such as `962e0c` is read by PostgreSQL's parser as the number `962e0` and a `c`).
 */
export function uniqueWord(length = 6): string {
  return Array.from(randomBytes(length), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.test`;
}

export function uniquePhone(): string {
  return `98${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
}

/** A random documentation-range IP, so login limits per IP never collide between tests. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
}

export type TestUser = { row: UserRow; email: string; password: string; token: string };

/** Inserts an account straight into the database and signs a token for it. */
export async function createUser(
  t: TestApp,
  opts: {
    roles?: Role[];
    password?: string;
    status?: 'active' | 'blocked';
    phone?: string;
    tag?: string;
    /**
     * An account made just now, held to the new-account limits (decision 046); otherwise it was made
     * two days ago, as most people who post and write are.
     */
    newAccount?: boolean;
  } = {},
): Promise<TestUser> {
  const email = uniqueEmail(opts.tag);
  const password = opts.password ?? TEST_PASSWORD;
  const row = await insertUser(t.db, {
    id: newId(),
    fullName: 'Test Person',
    email,
    phone: opts.phone ?? null,
    passwordHash: await hashPassword(password),
    roles: opts.roles ?? ['User'],
    isVendorVerified: opts.roles?.includes('Vendor') ?? false,
    status: opts.status ?? 'active',
    createdAt: opts.newAccount ? new Date() : new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
  });
  return { row, email, password, token: await signTestToken(t, row.id, row.sessionVersion) };
}

/** Opens a session for a user straight in the database and signs an access token of it. */
export async function signTestToken(t: TestApp, userId: string, sessionVersion = 0): Promise<string> {
  const sid = newId();
  await insertSession(t.db, {
    id: sid,
    userId,
    refreshHash: 'not-a-hash: this session is never refreshed',
    sessionVersion,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const { accessToken } = await signAccessToken(t.config.jwtSecret, { sub: userId, sv: sessionVersion, sid });
  return accessToken;
}

/** A sign-in through `POST /api/auth/login` from an address of its own (never rate-limited by another test). */
export async function signInThroughLogin(
  t: TestApp,
  u: Pick<TestUser, 'email' | 'password'>,
): Promise<{ accessToken: string; expiresAt: string; refreshToken: string }> {
  const res = await call(t, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: u.email, password: u.password },
    remoteAddress: uniqueIp(),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** app.inject with an optional bearer token; answers parsed JSON. */
export async function call(
  t: TestApp,
  opts: InjectOptions & { token?: string },
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers field by field.
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const { token, ...rest } = opts;
  const res = await t.app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? bearer(token) : {}) },
  });
  let body: unknown = res.body;
  if (String(res.headers['content-type'] ?? '').includes('application/json')) body = res.json();
  return { status: res.statusCode, body, headers: res.headers };
}
