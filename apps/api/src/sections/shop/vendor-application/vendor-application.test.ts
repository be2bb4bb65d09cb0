import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../../test/helper.ts';
import { storeTestImage, uploadTestDocument } from '../../../../test/uploads.ts';
import { emailOutbox } from '../../../db/schema/email-outbox.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { vendors } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import { vendorApplications } from '../../../db/schema/vendor-applications.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'] });
  await storeTestImage(t, 'logos/himal.webp');
});
afterAll(async () => {
  await t.close();
});

function form(overrides: Record<string, unknown> = {}) {
  return {
    storeName: `Himal Crafts ${Math.random().toString(36).slice(2, 7)}`,
    phone: '+977 981-2345678',
    email: 'store@example.test',
    panVat: '123456789',
    street: 'Thamel Marg',
    description: 'Handmade felt and pashmina',
    logo: 'http://localhost:4000/uploads/logos/himal.webp',
    ...overrides,
  };
}

const apply = (user: TestUser, payload: object = form()) =>
  call(t, { method: 'POST', url: '/api/vendor-application', token: user.token, payload });

const decide = (id: string, action: 'approve' | 'reject', payload?: object) =>
  call(t, {
    method: 'PUT',
    url: `/api/admin/vendor-applications/${id}/${action}`,
    token: admin.token,
    ...(payload ? { payload } : {}),
  });

async function notificationsOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('POST /api/vendor-application', () => {
  it('stores a Pending application (201) with normalised phone, the logo path and private documents', async () => {
    const user = await createUser(t);
    const document = await uploadTestDocument(t, user.token);
    const res = await apply(user, form({ documents: [document] }));
    expect(res.status).toBe(201);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.data).toMatchObject({
      userId: user.row.id,
      applicant: { _id: user.row.id, fullName: 'Test Person', email: user.email },
      phone: '9812345678',
      panVat: '123456789',
      status: 'Pending',
      rejectionReason: null,
      decidedAt: null,
      logo: 'http://localhost:4000/uploads/logos/himal.webp',
      // A private file has no public URL: the reference is read through GET /upload/private/:id.
      documents: [document],
    });
    const [row] = await t.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.userId, user.row.id));
    expect(row).toMatchObject({ logo: 'logos/himal.webp', documents: [document] });
  });

  it("refuses another user's document (400 naming it) and stores nothing", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const theirs = await uploadTestDocument(t, other.token);
    const res = await apply(user, form({ documents: [theirs] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'documents.0', message: 'This document was not found; upload it again' },
    ]);
    expect(
      await t.db.select().from(vendorApplications).where(eq(vendorApplications.userId, user.row.id)),
    ).toEqual([]);
  });

  it('answers 400 naming panVat and phone', async () => {
    const user = await createUser(t);
    const res = await apply(user, form({ panVat: '12345', phone: '12345' }));
    expect(res.status).toBe(400);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['panVat', 'phone']));
    const pan = res.body.errors.find((e: { path: string }) => e.path === 'panVat');
    expect(pan.message).toBe('PAN/VAT number is the 9 digits on your certificate');
    const area = await apply(user, form({ addressAreaId: '0197aaaa-0000-7000-8000-000000000000' }));
    expect(area.status).toBe(400);
    expect(area.body.errors[0].path).toBe('addressAreaId');
  });

  it('answers 409 to a second application while one is Pending, and to a verified vendor', async () => {
    const user = await createUser(t);
    expect((await apply(user)).status).toBe(201);
    const again = await apply(user);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');

    const vendor = await createUser(t, { roles: ['Vendor', 'User'] });
    expect((await apply(vendor)).status).toBe(409);
  });
});

describe('GET /api/vendor-application/mine', () => {
  it('answers null before applying, then the application', async () => {
    const user = await createUser(t);
    const none = await call(t, { method: 'GET', url: '/api/vendor-application/mine', token: user.token });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const created = await apply(user);
    const mine = await call(t, { method: 'GET', url: '/api/vendor-application/mine', token: user.token });
    expect(mine.status).toBe(200);
    expect(mine.body._id).toBe(created.body.data._id);
    expect(mine.body.status).toBe('Pending');
  });
});

describe('GET /api/admin/vendor-applications', () => {
  it('is closed to plain users (403)', async () => {
    const user = await createUser(t);
    const res = await call(t, { method: 'GET', url: '/api/admin/vendor-applications', token: user.token });
    expect(res.status).toBe(403);
  });

  it('filters by status and searches, paginated', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await createUser(t);
    const b = await createUser(t);
    const pending = await apply(a, form({ storeName: `${tag} Pending Store` }));
    const toReject = await apply(b, form({ storeName: `${tag} Rejected Store` }));
    expect(
      (await decide(toReject.body.data._id, 'reject', { reason: 'Documents are unreadable' })).status,
    ).toBe(200);
    const list = (query: string) =>
      call(t, { method: 'GET', url: `/api/admin/vendor-applications?${query}`, token: admin.token });
    const all = await list(`search=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toMatchObject({ page: 1, total: 2 });
    expect(all.body.counts.status).toEqual({ all: 2, Pending: 1, Approved: 0, Rejected: 1 });
    const onlyPending = await list(`search=${tag}&status=Pending`);
    // The tab badges count under the search, whatever tab is open.
    expect(onlyPending.body.counts.status).toEqual({ all: 2, Pending: 1, Approved: 0, Rejected: 1 });
    expect(onlyPending.body.docs.map((d: { _id: string }) => d._id)).toEqual([pending.body.data._id]);
    const onlyRejected = await list(`search=${tag}&status=Rejected`);
    expect(onlyRejected.body.docs).toHaveLength(1);
    expect(onlyRejected.body.docs[0]).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Documents are unreadable',
    });
    expect((await list('status=Unknown')).status).toBe(400);

    const byStore = await list(`search=${tag}&sort=storeName`);
    expect(byStore.body.docs.map((d: { storeName: string }) => d.storeName)).toEqual([
      `${tag} Pending Store`,
      `${tag} Rejected Store`,
    ]);
    const byStoreDesc = await list(`search=${tag}&sort=-storeName`);
    expect(byStoreDesc.body.docs[0].storeName).toBe(`${tag} Rejected Store`);
    const badSort = await list('sort=panVat');
    expect(badSort.status).toBe(400);
    expect(JSON.stringify(badSort.body.errors)).toContain('sort');
  });
});

describe('PUT /api/admin/vendor-applications/:id/approve', () => {
  it('creates the store, grants Vendor and verification, notifies, and keeps the session', async () => {
    const user = await createUser(t);
    // A request first, so the session check has this user's row cached when the approval lands.
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: user.token })).status).toBe(
      200,
    );
    const storeName = `Everest Tea ${Date.now().toString(36)}`;
    const created = await apply(user, form({ storeName }));
    const res = await decide(created.body.data._id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Approved', decidedAt: expect.any(String) });

    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.userId, user.row.id));
    expect(vendor).toMatchObject({ storeName, status: 'active', logo: 'logos/himal.webp' });
    expect(vendor?.slug).toMatch(/^everest-tea-/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.row.id));
    expect(row?.roles.sort()).toEqual(['User', 'Vendor']);
    expect(row?.isVendorVerified).toBe(true);
    expect(row?.sessionVersion).toBe(user.row.sessionVersion);

    const notes = await notificationsOf(user.row.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.metaData.route).toBe('/vendor');
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail).toMatchObject({
      templateKey: 'vendor-application-decided',
      subject: `Your vendor application for ${storeName} is approved`,
    });

    const me = await call(t, { method: 'GET', url: '/api/auth/my-profile', token: user.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ isVendorVerified: true });
    expect(me.body.userType).toContain('Vendor');
    expect((await apply(user)).status).toBe(409);
  });

  it('answers 409 when approved twice, and gives same-named stores distinct slugs', async () => {
    const storeName = `Same Name ${Date.now().toString(36)}`;
    const first = await apply(await createUser(t), form({ storeName }));
    const second = await apply(await createUser(t), form({ storeName }));
    expect((await decide(first.body.data._id, 'approve')).status).toBe(200);
    const twice = await decide(first.body.data._id, 'approve');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('CONFLICT');
    expect((await decide(second.body.data._id, 'approve')).status).toBe(200);
    const slugs = await t.db
      .select({ slug: vendors.slug })
      .from(vendors)
      .where(eq(vendors.storeName, storeName));
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(2);
    expect((await decide('0197aaaa-0000-7000-8000-000000000000', 'approve')).status).toBe(404);
  });
});

describe('PUT /api/admin/vendor-applications/:id/reject', () => {
  it('needs a reason, notifies the applicant, and lets them apply again', async () => {
    const user = await createUser(t);
    const created = await apply(user);
    const id = created.body.data._id;
    const noReason = await decide(id, 'reject', {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].path).toBe('reason');
    expect((await decide(id, 'reject', { reason: 'no' })).status).toBe(400);

    const res = await decide(id, 'reject', { reason: 'PAN certificate does not match the store' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'PAN certificate does not match the store',
    });
    const notes = await notificationsOf(user.row.id);
    expect(notes.map((n) => n.metaData.route)).toEqual(['/user/apply-for-vendor']);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail?.subject).toMatch(/ is not approved$/);
    expect(mail?.body).toContain('Reason: PAN certificate does not match the store');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.row.id));
    expect(row?.roles).toEqual(['User']);
    expect(await t.db.select().from(vendors).where(eq(vendors.userId, user.row.id))).toHaveLength(0);

    const mine = await call(t, { method: 'GET', url: '/api/vendor-application/mine', token: user.token });
    expect(mine.body.status).toBe('Rejected');
    const again = await apply(user);
    expect(again.status).toBe(201);
    const latest = await call(t, { method: 'GET', url: '/api/vendor-application/mine', token: user.token });
    expect(latest.body._id).toBe(again.body.data._id);
    expect((await decide(id, 'approve')).status).toBe(409);
  });
});
