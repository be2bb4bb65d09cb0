import { LOGIN_MAX_FAILURES } from '@bazaar/shared/constants';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  hasRedis,
  TEST_WEB_SECRET,
  type TestApp,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../../../test/helper.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  RESET_MAX_ATTEMPTS,
  RESET_REQUESTS_PER_ACCOUNT,
  RESET_REQUESTS_PER_IP,
} from './login-limit.ts';

// Runs on PGlite with in-memory counters, and on Redis counters when REDIS_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(
  app: TestApp,
  email: string,
  password: string,
  ip: string,
  headers: Record<string, string> = {},
) {
  return call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });
}

/** How many answers were each status: a 401 means the password was checked. */
function countStatuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function burst<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
}

describe('failed login limits', () => {
  it(`stops an account at one address after ${LOGIN_MAX_FAILURES} failures; the owner elsewhere still signs in`, async () => {
    const u = await createUser(t);
    const stranger = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(t, u.email, 'Wrong-pass1', stranger)).status).toBe(401);
    }
    const blocked = await login(t, u.email, u.password, stranger);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(blocked.body.message).toMatch(/try again in \d+ minutes?/i);
    // The stranger's failures do not lock the owner out of their own address.
    expect((await login(t, u.email, u.password, uniqueIp())).status).toBe(200);
  });

  it('clears the count after a successful sign-in', async () => {
    const u = await createUser(t);
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login(t, u.email, 'Wrong-pass1', ip);
    expect((await login(t, u.email, u.password, ip)).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await login(t, u.email, 'Wrong-pass1', ip)).status).toBe(401);
    }
    expect((await login(t, u.email, u.password, ip)).status).toBe(200);
  });

  it(`answers 429 after ${LOGIN_MAX_FAILURES_PER_IP} failures from one IP across accounts`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      expect((await login(t, `nobody-${i}-${ip}@example.test`, 'Wrong-pass1', ip)).status).toBe(401);
    }
    const u = await createUser(t);
    expect((await login(t, u.email, u.password, ip)).status).toBe(429);
    expect((await login(t, u.email, u.password, uniqueIp())).status).toBe(200);
  });

  it('counts the email and the phone of one account as one', async () => {
    const phone = uniquePhone();
    const u = await createUser(t, { phone });
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const identifier = i % 2 === 0 ? u.email : phone;
      expect((await login(t, identifier, 'Wrong-pass1', ip)).status).toBe(401);
    }
    expect((await login(t, phone, u.password, ip)).status).toBe(429);
    expect((await login(t, u.email.toUpperCase(), u.password, ip)).status).toBe(429);
  });
});

describe('login limits under parallel requests', () => {
  it(`checks at most ${LOGIN_MAX_FAILURES} of 200 parallel wrong passwords for one account from one address`, async () => {
    const u = await createUser(t);
    const ip = uniqueIp();
    const answers = await burst(200, () => login(t, u.email, 'Wrong-pass1', ip));
    expect(countStatuses(answers)).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 200 - LOGIN_MAX_FAILURES });
  });

  it(`checks at most ${LOGIN_MAX_FAILURES_PER_ACCOUNT} of 200 parallel wrong passwords for one account from 200 addresses`, async () => {
    const u = await createUser(t);
    const answers = await burst(200, () => login(t, u.email, 'Wrong-pass1', uniqueIp()));
    expect(countStatuses(answers)).toEqual({
      401: LOGIN_MAX_FAILURES_PER_ACCOUNT,
      429: 200 - LOGIN_MAX_FAILURES_PER_ACCOUNT,
    });
  });

  it(`checks at most ${LOGIN_MAX_FAILURES_PER_IP} of 60 parallel failures from one address`, async () => {
    const ip = uniqueIp();
    const answers = await burst(60, (i) => login(t, `nobody-${i}-${ip}@example.test`, 'Wrong-pass1', ip));
    expect(countStatuses(answers)).toEqual({
      401: LOGIN_MAX_FAILURES_PER_IP,
      429: 60 - LOGIN_MAX_FAILURES_PER_IP,
    });
  });

  it('keeps the owner signing in from an address they use while strangers guess from many', async () => {
    const u = await createUser(t);
    const home = uniqueIp();
    expect((await login(t, u.email, u.password, home)).status).toBe(200);
    const answers = await burst(100, () => login(t, u.email, 'Wrong-pass1', uniqueIp()));
    expect(countStatuses(answers)[401]).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    // A new address waits for the window; the owner's own address does not.
    expect((await login(t, u.email, u.password, uniqueIp())).status).toBe(429);
    expect((await login(t, u.email, u.password, home)).status).toBe(200);
  });
});

/**
 * Holds each request to one route until `n` have arrived, then lets them on together, so parallel
 * requests overlap for sure even where nothing slow (like a password hash) sits in the handler.
 */
function createGate(method: string, url: string) {
  let size = 0;
  let waiting: (() => void)[] = [];
  const hold = async () => {
    if (size === 0) return;
    await new Promise<void>((release) => {
      waiting.push(release);
      if (waiting.length < size) return;
      for (const go of waiting) go();
      waiting = [];
      size = 0;
    });
  };
  return {
    arm: (n: number) => {
      size = n;
    },
    onRoute: (route: RouteOptions) => {
      if (route.method !== method || route.url !== url) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), hold];
    },
  };
}

function forgotPassword(app: TestApp, email: string, ip = uniqueIp()) {
  return call(app, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
}

/** Asks for a reset code and reads it from the outbox. */
async function askForCode(app: TestApp, email: string): Promise<string> {
  expect((await forgotPassword(app, email)).status).toBe(200);
  const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

describe('reset-code guesses', () => {
  it(`checks at most ${RESET_MAX_ATTEMPTS} of 16 parallel guesses`, async () => {
    const gate = createGate('POST', '/api/auth/reset-password');
    const gated = await buildTestApp({}, { onRoute: gate.onRoute });
    try {
      const u = await createUser(gated);
      const code = await askForCode(gated, u.email);
      const wrong = code === '000000' ? '000001' : '000000';
      gate.arm(16);
      const answers = await burst(16, (i) =>
        call(gated, {
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { email: u.email, code: wrong, newPassword: `New-pass${i}` },
          remoteAddress: uniqueIp(),
        }),
      );
      expect(countStatuses(answers)).toEqual({ 400: RESET_MAX_ATTEMPTS, 429: 16 - RESET_MAX_ATTEMPTS });
      // Past the limit even the right code waits, so guessing cannot go on.
      const right = await call(gated, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: u.email, code, newPassword: 'New-pass1' },
      });
      expect(right.status).toBe(429);
      expect((await login(gated, u.email, u.password, uniqueIp())).status).toBe(200);
    } finally {
      await gated.close();
    }
  });
});

describe('one reset code under parallel requests', () => {
  it("resets the password once: one answer of 200, the rest 400 on code, the winner's password kept", async () => {
    const gate = createGate('POST', '/api/auth/reset-password');
    const gated = await buildTestApp({}, { onRoute: gate.onRoute });
    try {
      const u = await createUser(gated);
      const code = await askForCode(gated, u.email);
      const n = RESET_MAX_ATTEMPTS - 1;
      gate.arm(n);
      const answers = await burst(n, (i) =>
        call(gated, {
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { email: u.email, code, newPassword: `New-pass${i}` },
          remoteAddress: uniqueIp(),
        }),
      );
      expect(countStatuses(answers)).toEqual({ 200: 1, 400: n - 1 });
      for (const a of answers.filter((a) => a.status === 400)) {
        expect(a.body.errors).toEqual([{ path: 'code', message: 'The code is wrong or has expired' }]);
      }
      const winner = answers.findIndex((a) => a.status === 200);
      const signIns = await Promise.all(
        answers.map((_, i) => login(gated, u.email, `New-pass${i}`, uniqueIp())),
      );
      expect(signIns.map((r) => r.status)).toEqual(answers.map((_, i) => (i === winner ? 200 : 401)));
      expect((await login(gated, u.email, u.password, uniqueIp())).status).toBe(401);
    } finally {
      await gated.close();
    }
  });
});

describe('reset email requests', () => {
  it(`sends ${RESET_REQUESTS_PER_ACCOUNT} per account, then answers 429 for a known and an unknown email alike`, async () => {
    const u = await createUser(t);
    const unknown = uniqueEmail('nobody');
    for (const email of [u.email, unknown]) {
      for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT; i++) {
        expect((await forgotPassword(t, email)).status).toBe(200);
      }
    }
    const refused = await Promise.all([forgotPassword(t, u.email), forgotPassword(t, unknown)]);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(r.body.message).toMatch(/try again in 15 minutes/i);
    }
    expect(refused[0]!.body).toEqual(refused[1]!.body);
    const sent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email));
    expect(sent).toHaveLength(RESET_REQUESTS_PER_ACCOUNT);
  });

  it(`lets one address ask ${RESET_REQUESTS_PER_IP} times across accounts, in parallel too`, async () => {
    const ip = uniqueIp();
    const answers = await burst(RESET_REQUESTS_PER_IP + 5, (i) =>
      forgotPassword(t, `nobody-${i}-${ip}@example.test`, ip),
    );
    expect(countStatuses(answers)).toEqual({ 200: RESET_REQUESTS_PER_IP, 429: 5 });
    // Another address still gets its email.
    const u = await createUser(t);
    expect((await forgotPassword(t, u.email)).status).toBe(200);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email))).toHaveLength(1);
  });
});

describe('the web server calling for a browser', () => {
  const web = (address?: string, secret = TEST_WEB_SECRET) => ({
    'x-web-secret': secret,
    ...(address ? { 'x-client-address': address } : {}),
  });
  const WEB_SERVER = '127.0.0.1';

  it('counts failures against the browser it carries, not against the web server', async () => {
    const browser = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      const email = `nobody-${i}-${browser}@example.test`;
      expect((await login(t, email, 'Wrong-pass1', WEB_SERVER, web(browser))).status).toBe(401);
    }
    const u = await createUser(t);
    expect((await login(t, u.email, u.password, WEB_SERVER, web(browser))).status).toBe(429);
    // Another browser through the same web server is not held back by the first one.
    expect((await login(t, u.email, u.password, WEB_SERVER, web(uniqueIp()))).status).toBe(200);
  });

  it('ignores a carried address without the right secret, and a made-up X-Forwarded-For', async () => {
    const caller = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      const headers = { ...web(uniqueIp(), 'not-the-secret'), 'x-forwarded-for': uniqueIp() };
      const email = `nobody-${i}-${caller}@example.test`;
      expect((await login(t, email, 'Wrong-pass1', caller, headers)).status).toBe(401);
    }
    const u = await createUser(t);
    const headers = { ...web(uniqueIp(), 'not-the-secret'), 'x-forwarded-for': uniqueIp() };
    expect((await login(t, u.email, u.password, caller, headers)).status).toBe(429);
  });
});

describe.runIf(hasRedis)('with Redis', () => {
  it('shares the counters between API instances', async () => {
    const other = await buildTestApp({ keyPrefix: t.config.keyPrefix! });
    try {
      const email = uniqueEmail('shared');
      const ip = uniqueIp();
      const answers = await burst(LOGIN_MAX_FAILURES * 2, (i) =>
        login(i % 2 === 0 ? t : other, email, 'Wrong-pass1', ip),
      );
      expect(countStatuses(answers)[401]).toBe(LOGIN_MAX_FAILURES);
      expect((await login(other, email, 'Wrong-pass1', ip)).status).toBe(429);
      expect((await login(t, email, 'Wrong-pass1', ip)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});
