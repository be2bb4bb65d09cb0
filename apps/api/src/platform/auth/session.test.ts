import { ACCESS_TOKEN_TTL_SECONDS } from '@bazaar/shared/constants';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  signInThroughLogin,
  type TestApp,
  type TestUser,
} from '../../../test/helper.ts';
import { authSessions, users } from '../../db/schema/users.ts';
import { USER_CACHE_TTL_MS } from '../../lib/user-cache.ts';

// Sessions that end (docs/decisions/033): a sign-out ends its tokens and its refresh secret on every
// instance; "sign out everywhere" ends every session of the account.

let t: TestApp;
// A second instance of the API on the same database (and Redis when REDIS_URL is set), as behind a
// load balancer: same secrets, same key prefix.
let other: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ jwtSecret: t.config.jwtSecret, keyPrefix: t.config.keyPrefix });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

type Session = { accessToken: string; expiresAt: string; refreshToken: string };

const signIn = (u: TestUser): Promise<Session> => signInThroughLogin(t, u);

const profile = (app: TestApp, token: string) =>
  call(app, { method: 'GET', url: '/api/auth/my-profile', token });
const refresh = (app: TestApp, refreshToken: unknown) =>
  call(app, { method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

async function sessionRow(accessToken: string) {
  const sid = decodeJwt(accessToken).sid as string;
  const [row] = await t.db.select().from(authSessions).where(eq(authSessions.id, sid));
  return row;
}

describe('access tokens', () => {
  it('live minutes, not days, and belong to a stored session', async () => {
    const u = await createUser(t);
    const s = await signIn(u);
    const { exp, iat } = decodeJwt(s.accessToken);
    expect(exp! - iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
    expect(Date.parse(s.expiresAt)).toBe(exp! * 1000);
    const row = await sessionRow(s.accessToken);
    expect(row).toMatchObject({ userId: u.row.id, revokedAt: null, sessionVersion: u.row.sessionVersion });
    // Only a hash of the refresh secret is kept.
    expect(row!.refreshHash).not.toContain(s.refreshToken.split('.')[1]);
  });

  it('are accepted whatever the case of the Bearer scheme (RFC 7235)', async () => {
    const u = await createUser(t);
    for (const scheme of ['bearer', 'BEARER', 'Bearer', 'beArEr']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/my-profile',
        headers: { authorization: `${scheme} ${u.token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
      expect(res.json().email).toBe(u.email);
    }
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-profile',
      headers: { authorization: `Basic ${u.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('gives a fresh token of the same session and the current profile', async () => {
    const u = await createUser(t);
    const s = await signIn(u);
    await t.db.update(users).set({ fullName: 'Renamed Person' }).where(eq(users.id, u.row.id));
    const res = await refresh(t, s.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: u.email, fullName: 'Renamed Person' });
    expect(res.body.refreshToken).toBeUndefined();
    expect(decodeJwt(res.body.accessToken).sid).toBe(decodeJwt(s.accessToken).sid);
    expect((await profile(t, res.body.accessToken)).status).toBe(200);
  });

  it('answers 401 naming refreshToken for a wrong or malformed secret, 400 without one', async () => {
    const u = await createUser(t);
    const s = await signIn(u);
    const [sid] = s.refreshToken.split('.');
    for (const bad of [
      `${sid}.wrong-secret`,
      'no-dot-at-all',
      `not-a-uuid.${s.refreshToken.split('.')[1]}`,
    ]) {
      const res = await refresh(t, bad);
      expect(res.status, bad).toBe(401);
      expect(res.body.errors).toEqual([{ path: 'refreshToken', message: expect.any(String) }]);
    }
    const missing = await call(t, { method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'refreshToken', message: expect.any(String) }]);
    // None of it touched the session.
    expect((await refresh(t, s.refreshToken)).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its token answers 445 and its secret renews nothing', async () => {
    const u = await createUser(t);
    const s = await signIn(u);
    const kept = await signIn(u);
    expect((await profile(t, s.accessToken)).status).toBe(200);

    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: s.refreshToken },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You have been signed out');

    const after = await profile(t, s.accessToken);
    expect(after.status).toBe(445);
    expect(after.body.code).toBe('SESSION_REVOKED');
    expect((await refresh(t, s.refreshToken)).status).toBe(445);
    expect((await sessionRow(s.accessToken))!.revokedAt).toBeInstanceOf(Date);
    // Another session of the same account goes on.
    expect((await profile(t, kept.accessToken)).status).toBe(200);
    expect((await refresh(t, kept.refreshToken)).status).toBe(200);
    // Signing out twice is no error.
    const again = await call(t, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: s.refreshToken },
    });
    expect(again.status).toBe(200);
  });

  it('ends it on another instance that had just checked the token', async () => {
    const u = await createUser(t);
    const s = await signIn(u);
    // The other instance reads the session and keeps it (USER_CACHE_TTL_MS).
    expect((await profile(other, s.accessToken)).status).toBe(200);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: s.refreshToken },
    });
    expect(res.status).toBe(200);
    // Well before its cache would have let go by itself: the revocation reached it.
    await expect
      .poll(async () => (await profile(other, s.accessToken)).status, {
        timeout: USER_CACHE_TTL_MS - 500,
        interval: 25,
      })
      .toBe(445);
    expect((await refresh(other, s.refreshToken)).status).toBe(445);
  });

  it('answers 400 naming refreshToken without one, and 401 for an unknown one', async () => {
    const missing = await call(t, { method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'refreshToken', message: expect.any(String) }]);
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: '0190a0a0-0000-7000-8000-000000000000.secret' },
    });
    expect(unknown.status).toBe(401);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the account, this one too, and no one else’s', async () => {
    const u = await createUser(t);
    const stranger = await createUser(t);
    const a = await signIn(u);
    const b = await signIn(u);
    expect((await profile(other, b.accessToken)).status).toBe(200);

    const res = await call(t, { method: 'POST', url: '/api/auth/logout-everywhere', token: a.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Signed out everywhere\./);

    for (const s of [a, b]) {
      expect((await profile(t, s.accessToken)).status).toBe(445);
      expect((await refresh(t, s.refreshToken)).status).toBe(445);
      expect((await sessionRow(s.accessToken))!.revokedAt).toBeInstanceOf(Date);
    }
    await expect
      .poll(async () => (await profile(other, b.accessToken)).status, {
        timeout: USER_CACHE_TTL_MS - 500,
        interval: 25,
      })
      .toBe(445);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.row.id));
    expect(row!.sessionVersion).toBe(u.row.sessionVersion + 1);
    expect((await profile(t, stranger.token)).status).toBe(200);
    // Signing in again works.
    const again = await signIn(u);
    expect((await profile(t, again.accessToken)).status).toBe(200);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const res = await call(t, { method: 'POST', url: '/api/auth/logout-everywhere' });
    expect(res.status).toBe(401);
  });
});

describe('a password change', () => {
  it('keeps the session that made it and ends the others, refresh secrets included', async () => {
    const u = await createUser(t);
    const mine = await signIn(u);
    const elsewhere = await signIn(u);
    const res = await call(t, {
      method: 'PUT',
      url: '/api/auth/change-password',
      token: mine.accessToken,
      payload: { oldPassword: u.password, newPassword: 'Brand-new1' },
    });
    expect(res.status).toBe(200);
    expect((await profile(t, res.body.data.accessToken)).status).toBe(200);
    expect((await refresh(t, mine.refreshToken)).status).toBe(200);
    expect((await refresh(t, elsewhere.refreshToken)).status).toBe(445);
    expect((await profile(t, elsewhere.accessToken)).status).toBe(445);
  });
});
