import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsolatedTestApp,
  buildTestApp,
  call,
  createUser,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../../../test/helper.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SUPER = ['SuperAdmin', 'Admin', 'User'] as const;

async function rolesOf(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('/api/admin/admins', () => {
  it('makes an existing user an admin, ending their sessions so the new role applies', async () => {
    const superAdmin = await createUser(t, { roles: [...SUPER] });
    const target = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/admin/admins/existing',
      token: superAdmin.token,
      payload: { email: target.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.userType.sort()).toEqual(['Admin', 'User']);
    const row = await rolesOf(target.row.id);
    expect(row.sessionVersion).toBe(target.row.sessionVersion + 1);
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: target.token })).status).toBe(
      445,
    );
    const again = await call(t, {
      method: 'POST',
      url: '/api/admin/admins/existing',
      token: superAdmin.token,
      payload: { email: target.email },
    });
    expect(again.status).toBe(409);
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/admin/admins/existing',
      token: superAdmin.token,
      payload: { email: uniqueEmail('nobody') },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe('email');
  });

  it('creates a new admin account that can sign in, and emails them', async () => {
    const superAdmin = await createUser(t, { roles: [...SUPER] });
    const email = uniqueEmail('newadmin');
    const res = await call(t, {
      method: 'POST',
      url: '/api/admin/admins',
      token: superAdmin.token,
      payload: { fullName: 'Hari Karki', email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email, fullName: 'Hari Karki' });
    expect(res.body.data.userType.sort()).toEqual(['Admin', 'User']);
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail).toMatchObject({ templateKey: 'admin-account', subject: 'Your Bazaar admin account' });
    expect(mail?.body).toContain('Hello Hari Karki,');

    const duplicate = await call(t, {
      method: 'POST',
      url: '/api/admin/admins',
      token: superAdmin.token,
      payload: { fullName: 'Hari Again', email, password: TEST_PASSWORD },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors[0].path).toBe('email');
    const weak = await call(t, {
      method: 'POST',
      url: '/api/admin/admins',
      token: superAdmin.token,
      payload: { fullName: 'Weak', email: uniqueEmail('weak'), password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toBe('password');
  });

  it('removes admin access (445 at once), never your own', async () => {
    const superAdmin = await createUser(t, { roles: [...SUPER] });
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/admin/admins/${admin.row.id}`,
      token: superAdmin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.userType).toEqual(['User']);
    expect((await call(t, { method: 'GET', url: '/api/admin/users', token: admin.token })).status).toBe(445);
    const own = await call(t, {
      method: 'DELETE',
      url: `/api/admin/admins/${superAdmin.row.id}`,
      token: superAdmin.token,
    });
    expect(own.status).toBe(422);
    expect((await rolesOf(superAdmin.row.id)).roles).toContain('SuperAdmin');
    const notAdmin = await call(t, {
      method: 'DELETE',
      url: `/api/admin/admins/${admin.row.id}`,
      token: superAdmin.token,
    });
    expect(notAdmin.status).toBe(409);
  });

  it('lists the admins and is refused to admins (403), vendors, users (403) and strangers (401)', async () => {
    const superAdmin = await createUser(t, { roles: [...SUPER] });
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const vendor = await createUser(t, { roles: ['Vendor', 'User'] });
    const user = await createUser(t);
    const list = await call(t, {
      method: 'GET',
      url: '/api/admin/admins?limit=100',
      token: superAdmin.token,
    });
    expect(list.status).toBe(200);
    const ids = list.body.docs.map((d: { _id: string }) => d._id);
    expect(ids).toContain(admin.row.id);
    expect(ids).toContain(superAdmin.row.id);
    expect(ids).not.toContain(user.row.id);
    for (const who of [admin, vendor, user]) {
      for (const [method, url, payload] of [
        ['GET', '/api/admin/admins', undefined],
        ['POST', '/api/admin/admins/existing', { email: user.email }],
        ['POST', '/api/admin/admins', { fullName: 'X Y', email: uniqueEmail(), password: TEST_PASSWORD }],
        ['DELETE', `/api/admin/admins/${admin.row.id}`, undefined],
      ] as const) {
        const res = await call(t, { method, url, token: who.token, ...(payload ? { payload } : {}) });
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call(t, { method: 'GET', url: '/api/admin/admins' })).status).toBe(401);
    expect((await rolesOf(admin.row.id)).roles).toContain('Admin');
  });
});

describe('the last super admin', () => {
  it('stays: two super admins taking each other’s access at once leave one of them', async () => {
    // A database of its own: the count of super admins must be exactly what this test makes.
    const own = await buildIsolatedTestApp();
    try {
      for (const route of ['admins', 'roles', 'block'] as const) {
        await own.db.update(users).set({ roles: ['User'] });
        const a = await createUser(own, { roles: [...SUPER] });
        const b = await createUser(own, { roles: [...SUPER] });
        const take = (actor: typeof a, target: typeof b) =>
          route === 'admins'
            ? call(own, { method: 'DELETE', url: `/api/admin/admins/${target.row.id}`, token: actor.token })
            : route === 'roles'
              ? call(own, {
                  method: 'PUT',
                  url: `/api/admin/users/${target.row.id}/roles`,
                  token: actor.token,
                  payload: { roles: ['Admin'] },
                })
              : call(own, {
                  method: 'PUT',
                  url: `/api/admin/users/${target.row.id}/status`,
                  token: actor.token,
                  payload: { status: 'blocked' },
                });
        const answers = await Promise.all([take(a, b), take(b, a)]);
        const statuses = answers.map((r) => r.status);
        // One wins; the other is refused as the last super admin (422), or finds its own session ended (445).
        expect(
          statuses.filter((s) => s === 200),
          route,
        ).toHaveLength(1);
        expect(
          statuses.filter((s) => s === 422 || s === 445),
          route,
        ).toHaveLength(1);
        const rows = await own.db.select().from(users);
        const active = rows.filter((r) => r.roles.includes('SuperAdmin') && r.status === 'active');
        expect(active, route).toHaveLength(1);
        await own.db.update(users).set({ status: 'active' });
      }
    } finally {
      await own.close();
    }
  });

  it('keeps a super admin from taking their own role, and admins from touching a super admin', async () => {
    const superAdmin = await createUser(t, { roles: [...SUPER] });
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const self = await call(t, {
      method: 'PUT',
      url: `/api/admin/users/${superAdmin.row.id}/roles`,
      token: superAdmin.token,
      payload: { roles: ['Admin'] },
    });
    expect(self.status).toBe(422);
    const block = await call(t, {
      method: 'PUT',
      url: `/api/admin/users/${superAdmin.row.id}/status`,
      token: admin.token,
      payload: { status: 'blocked' },
    });
    expect(block.status).toBe(403);
    expect((await rolesOf(superAdmin.row.id)).status).toBe('active');
  });
});
