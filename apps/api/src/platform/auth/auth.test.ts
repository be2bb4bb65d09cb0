import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../../../test/helper.ts';
import { storeTestImage } from '../../../test/uploads.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function countUsersByEmail(email: string): Promise<number> {
  return (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;
}

async function login(email: string, password: string, ip = uniqueIp()) {
  return call(t, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
}

describe('POST /api/auth/register', () => {
  it('creates a User account, signs it in and stores a hashed password', async () => {
    const email = uniqueEmail('reg');
    const phone = uniquePhone();
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: '  Ram Bahadur ',
        email: email.toUpperCase(),
        phone: `+977 ${phone}`,
        password: TEST_PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBeTruthy();
    expect(res.body.accessToken).toEqual(expect.any(String));
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(res.body.user).toMatchObject({
      fullName: 'Ram Bahadur',
      email,
      phone,
      userType: ['User'],
      isVendorVerified: false,
      status: 'active',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);

    const me = await call(t, { method: 'GET', url: '/api/auth/my-profile', token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('answers 409 naming email when the email is taken, and writes nothing', async () => {
    const existing = await createUser(t);
    const phone = uniquePhone();
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Someone Else', email: existing.email, phone, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'CONFLICT', errors: [{ path: 'email' }] });
    expect(res.body.message).toContain('email');
    expect(await countUsersByEmail(existing.email)).toBe(1);
    expect((await t.db.select().from(users).where(eq(users.phone, phone))).length).toBe(0);
  });

  it('answers 409 naming phone when the phone is taken', async () => {
    const phone = uniquePhone();
    await createUser(t, { phone });
    const email = uniqueEmail();
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Phone Clash', email, phone, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ path: 'phone', message: expect.any(String) }]);
    expect(await countUsersByEmail(email)).toBe(0);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '12345' }],
    ['password', { password: 'short' }],
    ['fullName', { fullName: '' }],
  ])('answers 400 naming %s and writes nothing', async (field, patch) => {
    const email = uniqueEmail('bad');
    const payload = {
      fullName: 'Valid Name',
      email,
      phone: uniquePhone(),
      password: TEST_PASSWORD,
      ...patch,
    };
    const res = await call(t, { method: 'POST', url: '/api/auth/register', payload });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.title).toEqual(expect.any(String));
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(res.body.message).toContain(`${field}:`);
    expect(await countUsersByEmail(email)).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by email and by phone', async () => {
    const phone = uniquePhone();
    const u = await createUser(t, { phone });
    const byEmail = await login(u.email.toUpperCase(), u.password);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user._id).toBe(u.row.id);
    const byPhone = await login(`+977-${phone}`, u.password);
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.user.email).toBe(u.email);
    const me = await call(t, { method: 'GET', url: '/api/auth/my-profile', token: byPhone.body.accessToken });
    expect(me.body._id).toBe(u.row.id);
  });

  it('answers 401 for a wrong password or an unknown account, with the same message', async () => {
    const u = await createUser(t);
    const wrong = await login(u.email, 'Wrong-pass1');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong-pass1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email/phone or password');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('answers a blocked account the same for the right and a wrong password', async () => {
    const u = await createUser(t, { status: 'blocked' });
    const right = await login(u.email, u.password);
    const wrong = await login(u.email, 'Wrong-pass1');
    expect(right.status).toBe(403);
    expect(right.body.message).toBe('Your account is blocked');
    expect(wrong.status).toBe(right.status);
    expect(wrong.body).toEqual(right.body);
  });

  it('names the missing field', async () => {
    const res = await call(t, { method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('password');
  });
});

describe('access tokens', () => {
  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const u = await createUser(t);
    const missing = await call(t, { method: 'GET', url: '/api/auth/my-profile' });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

    const forged = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.row.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: forged })).status).toBe(401);

    const expired = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.row.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: expired })).status).toBe(401);

    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: 'garbage' })).status).toBe(
      401,
    );
  });
});

describe('GET/PUT /api/auth/my-profile', () => {
  it('reads and updates name, phone and image', async () => {
    const u = await createUser(t);
    const get = await call(t, { method: 'GET', url: '/api/auth/my-profile', token: u.token });
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({ _id: u.row.id, email: u.email, userType: ['User'], image: null });

    const phone = uniquePhone();
    const avatar = await storeTestImage(t, 'avatars/0197aaaa-0000-7000-8000-000000000000.webp');
    const put = await call(t, {
      method: 'PUT',
      url: '/api/auth/my-profile',
      token: u.token,
      payload: { fullName: 'New Name', phone, image: avatar },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBeTruthy();
    expect(put.body.data).toMatchObject({
      fullName: 'New Name',
      phone,
      image: 'http://localhost:4000/uploads/avatars/0197aaaa-0000-7000-8000-000000000000.webp',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.row.id));
    expect(row).toMatchObject({
      fullName: 'New Name',
      phone,
      image: 'avatars/0197aaaa-0000-7000-8000-000000000000.webp',
    });

    // The token stays valid after a profile edit.
    const again = await call(t, { method: 'GET', url: '/api/auth/my-profile', token: u.token });
    expect(again.body.fullName).toBe('New Name');

    const cleared = await call(t, {
      method: 'PUT',
      url: '/api/auth/my-profile',
      token: u.token,
      payload: { phone: '', image: null },
    });
    expect(cleared.body.data).toMatchObject({ phone: null, image: null });
  });

  it('answers 400 naming phone for a bad number and 409 for a taken one', async () => {
    const other = await createUser(t, { phone: uniquePhone() });
    const u = await createUser(t);
    const bad = await call(t, {
      method: 'PUT',
      url: '/api/auth/my-profile',
      token: u.token,
      payload: { phone: '123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('phone');
    const taken = await call(t, {
      method: 'PUT',
      url: '/api/auth/my-profile',
      token: u.token,
      payload: { phone: other.row.phone },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].path).toBe('phone');
  });

  it('answers an empty edit with 400 saying to send a field', async () => {
    const u = await createUser(t);
    const res = await call(t, { method: 'PUT', url: '/api/auth/my-profile', token: u.token, payload: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'body', message: 'Send at least one field to change' }]);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('ends old tokens (445), keeps this session with a fresh token, and accepts the new password', async () => {
    const u = await createUser(t);
    const newPassword = 'Brand-new1';
    const res = await call(t, {
      method: 'PUT',
      url: '/api/auth/change-password',
      token: u.token,
      payload: { oldPassword: u.password, newPassword },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.accessToken).toEqual(expect.any(String));

    const old = await call(t, { method: 'GET', url: '/api/auth/my-profile', token: u.token });
    expect(old.status).toBe(445);
    expect(old.body.code).toBe('SESSION_REVOKED');
    const fresh = await call(t, {
      method: 'GET',
      url: '/api/auth/my-profile',
      token: res.body.data.accessToken,
    });
    expect(fresh.status).toBe(200);

    expect((await login(u.email, u.password)).status).toBe(401);
    expect((await login(u.email, newPassword)).status).toBe(200);
  });

  it('answers 400 naming oldPassword when the current password is wrong', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'PUT',
      url: '/api/auth/change-password',
      token: u.token,
      payload: { oldPassword: 'Not-mine1', newPassword: 'Brand-new1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'oldPassword', message: expect.any(String) }]);
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: u.token })).status).toBe(200);
  });

  it('names newPassword when it breaks the rules', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'PUT',
      url: '/api/auth/change-password',
      token: u.token,
      payload: { oldPassword: u.password, newPassword: 'weak' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('newPassword');
  });
});

describe('forgot and reset password', () => {
  async function latestCode(email: string): Promise<string> {
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const body = rows.at(-1)?.body ?? '';
    const code = body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code emailed to ${email}`);
    return code;
  }

  it('emails a code to the outbox; a wrong code is 400 on code; the right one resets and ends sessions', async () => {
    const u = await createUser(t);
    const forgot = await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: u.email },
    });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBeTruthy();
    const code = await latestCode(u.email);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email));
    expect(mail).toMatchObject({ templateKey: 'password-reset', sentAt: null });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: u.email, code: wrongCode, newPassword: 'Reset-pass1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'code', message: expect.any(String) }]);

    const ok = await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: u.email, code, newPassword: 'Reset-pass1' },
    });
    expect(ok.status).toBe(200);
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: u.token })).status).toBe(445);
    expect((await login(u.email, 'Reset-pass1')).status).toBe(200);

    // A code works once.
    const reused = await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: u.email, code, newPassword: 'Reset-pass2' },
    });
    expect(reused.status).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await call(t, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
  });
});
