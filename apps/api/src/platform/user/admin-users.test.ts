import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper.ts';
import { users } from '../../db/schema/users.ts';
import { completedScenario } from '../../sections/task/test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SUPER = ['SuperAdmin', 'Admin', 'User'] as const;

describe('GET /api/admin/users', () => {
  it('lists and searches accounts for admins, paginated', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const tag = `findme${Date.now()}`;
    for (let i = 0; i < 3; i++) await createUser(t, { tag });
    const res = await call(t, {
      method: 'GET',
      url: `/api/admin/users?search=${tag}&limit=2`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.docs).toHaveLength(2);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2, nextPage: 2 });
    expect(res.body.docs.every((d: { email: string }) => d.email.startsWith(tag))).toBe(true);
    expect(res.body.docs[0]).not.toHaveProperty('passwordHash');
  });

  it('is closed to plain users (403) and strangers (401)', async () => {
    const user = await createUser(t);
    expect((await call(t, { method: 'GET', url: '/api/admin/users', token: user.token })).status).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/admin/users' })).status).toBe(401);
  });
});

describe('PUT /api/admin/users/:id/status', () => {
  it('blocks: the user’s token answers 445 and sign-in answers 403; unblocking restores sign-in', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const target = await createUser(t);
    // A request first, so the session check has this user's row cached when the block lands.
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: target.token })).status).toBe(
      200,
    );
    const res = await call(t, {
      method: 'PUT',
      url: `/api/admin/users/${target.row.id}/status`,
      token: admin.token,
      payload: { status: 'blocked' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('blocked');
    const me = await call(t, { method: 'GET', url: '/api/auth/my-profile', token: target.token });
    expect(me.status).toBe(445);
    expect(me.body.code).toBe('SESSION_REVOKED');
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: target.password },
    });
    expect(login.status).toBe(403);

    await call(t, {
      method: 'PUT',
      url: `/api/admin/users/${target.row.id}/status`,
      token: admin.token,
      payload: { status: 'active' },
    });
    const again = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: target.password },
    });
    expect(again.status).toBe(200);
  });

  it('keeps admins from blocking admins or themselves; validates id and status', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const otherAdmin = await createUser(t, { roles: ['Admin', 'User'] });
    const put = (id: string, payload: unknown, token = admin.token) =>
      call(t, { method: 'PUT', url: `/api/admin/users/${id}/status`, token, payload: payload as object });
    expect((await put(otherAdmin.row.id, { status: 'blocked' })).status).toBe(403);
    expect((await put(admin.row.id, { status: 'blocked' })).status).toBe(422);
    const badId = await put('not-a-uuid', { status: 'blocked' });
    expect(badId.status).toBe(400);
    expect(badId.body.errors[0].path).toBe('id');
    const badStatus = await put(otherAdmin.row.id, { status: 'gone' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors[0].path).toBe('status');
    expect((await put('0197aaaa-0000-7000-8000-000000000000', { status: 'blocked' })).status).toBe(404);

    const superAdmin = await createUser(t, { roles: [...SUPER] });
    expect((await put(otherAdmin.row.id, { status: 'blocked' }, superAdmin.token)).status).toBe(200);
  });
});

describe('PUT /api/admin/users/:id/roles', () => {
  it('lets a SuperAdmin change roles (always keeping User) and ends the user’s sessions (445)', async () => {
    const superAdmin = await createUser(t, { roles: [...SUPER] });
    const target = await createUser(t);
    expect(
      (await call(t, { method: 'GET', url: '/api/order/user/my-cart', token: target.token })).status,
    ).toBe(200);
    const res = await call(t, {
      method: 'PUT',
      url: `/api/admin/users/${target.row.id}/roles`,
      token: superAdmin.token,
      payload: { roles: ['Admin'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.userType.sort()).toEqual(['Admin', 'User']);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.row.id));
    expect(row?.roles.sort()).toEqual(['Admin', 'User']);
    expect(row?.sessionVersion).toBe(target.row.sessionVersion + 1);
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: target.token })).status).toBe(
      445,
    );
  });

  it('is SuperAdmin only (Admin 403) and rejects unknown roles naming the field', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const superAdmin = await createUser(t, { roles: [...SUPER] });
    const target = await createUser(t);
    const url = `/api/admin/users/${target.row.id}/roles`;
    const byAdmin = await call(t, { method: 'PUT', url, token: admin.token, payload: { roles: ['Admin'] } });
    expect(byAdmin.status).toBe(403);
    const bad = await call(t, { method: 'PUT', url, token: superAdmin.token, payload: { roles: ['King'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('roles.0');
    const self = await call(t, {
      method: 'PUT',
      url: `/api/admin/users/${superAdmin.row.id}/roles`,
      token: superAdmin.token,
      payload: { roles: ['Admin'] },
    });
    expect(self.status).toBe(422);
  });
});

describe('GET /api/admin/users filters and detail', () => {
  it('filters by role and status', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const tag = `filter${Date.now()}`;
    const vendor = await createUser(t, { roles: ['Vendor', 'User'], tag });
    const blocked = await createUser(t, { status: 'blocked', tag });
    await createUser(t, { tag });
    const get = async (q: string) =>
      (await call(t, { method: 'GET', url: `/api/admin/users?search=${tag}&${q}`, token: admin.token })).body;
    expect((await get('role=Vendor')).docs.map((d: { _id: string }) => d._id)).toEqual([vendor.row.id]);
    expect((await get('status=blocked')).docs.map((d: { _id: string }) => d._id)).toEqual([blocked.row.id]);
    expect((await get('status=active')).pagination.total).toBe(2);
    const bad = await call(t, { method: 'GET', url: '/api/admin/users?role=King', token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('role');
  });

  it('counts the tasks a user posted and those they completed as the tasker', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const s = await completedScenario(t);
    const detail = async (id: string) =>
      (await call(t, { method: 'GET', url: `/api/admin/users/${id}`, token: admin.token })).body.tasks;
    expect(await detail(s.poster.row.id)).toEqual({ posted: 1, completedAsTasker: 0 });
    expect(await detail(s.tasker.row.id)).toEqual({ posted: 0, completedAsTasker: 1 });
  });

  it('shows a user’s roles, joining date, orders and reviews', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const user = await createUser(t);
    const res = await call(t, { method: 'GET', url: `/api/admin/users/${user.row.id}`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: user.row.id,
      userType: ['User'],
      createdAt: user.row.createdAt.toISOString(),
      orders: { count: 0, spent: 0, recent: [] },
      reviewsCount: 0,
      tasks: { posted: 0, completedAsTasker: 0 },
      jobs: { applied: 0, hired: 0 },
      rent: { listings: 0, inquiriesSent: 0 },
      store: null,
    });
    const plain = await createUser(t);
    expect(
      (await call(t, { method: 'GET', url: `/api/admin/users/${user.row.id}`, token: plain.token })).status,
    ).toBe(403);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: '/api/admin/users/0197aaaa-0000-7000-8000-000000000000',
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
});
