import { REPORT_KINDS, type TReportKind } from '@bazaar/shared/moderation-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { moderationActions, reports } from '../../db/schema/moderation.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { reviews } from '../../db/schema/orders.ts';
import { taskReviews } from '../../db/schema/tasks.ts';
import { threadParticipants } from '../../db/schema/threads.ts';
import { users } from '../../db/schema/users.ts';
import { newId } from '../../lib/ids.ts';
import { jobBody, jobScenario, postJob } from '../../sections/job/test-factories.ts';
import { sectionReportables } from '../../sections/registry.ts';
import { postListing, rentBody, sendInquiry } from '../../sections/rent/test-factories.ts';
import { createCategory, createProduct, createVendor } from '../../sections/shop/product/test-factories.ts';
import { createOrder } from '../../sections/shop/review/test-factories.ts';
import {
  completedScenario,
  createPlaces,
  createTaskCategory,
  postTask,
  taskBody,
} from '../../sections/task/test-factories.ts';
import { createTestThread } from '../thread/test-factories.ts';
import { PLATFORM_REPORTABLES } from './reportables.ts';

let t: TestApp;
let admin: TestUser;
let reporter: TestUser;
let shopCategoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['Admin', 'User'], tag: 'admin' });
  reporter = await createUser(t, { tag: 'reporter' });
  shopCategoryId = (await createCategory(t)).id;
});
afterAll(async () => {
  await t.close();
});

const report = (who: TestUser, payload: object) =>
  call(t, { method: 'POST', url: '/api/reports', token: who.token, payload });
const act = (payload: object, token = admin.token) =>
  call(t, { method: 'POST', url: '/api/admin/moderation/actions', token, payload });
const queue = async (limit = 100) =>
  (await call(t, { method: 'GET', url: `/api/admin/moderation?limit=${limit}`, token: admin.token })).body
    .docs as {
    kind: TReportKind;
    subjectId: string;
    reportCount: number;
    thing: { title: string; path: string | null; hidden: boolean } | null;
    owner: { _id: string } | null;
    reports: { reason: string; note: string | null; reporter: { _id: string } | null }[];
    ownerHistory: { earlierReports: number; actions: { action: string; reason: string }[] };
  }[];
const groupOf = async (kind: TReportKind, subjectId: string) =>
  (await queue()).find((g) => g.kind === kind && g.subjectId === subjectId);
const notificationsOf = async (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A visible product and a visible review of it by a buyer. */
async function productWithReview() {
  const vendor = await createVendor(t);
  const product = await createProduct(t, { vendorId: vendor.id, categoryId: shopCategoryId });
  const buyer = await createUser(t, { tag: 'buyer' });
  const { items } = await createOrder(t, { userId: buyer.row.id, vendorId: vendor.id, lines: [{ product }] });
  const reviewId = newId();
  await t.db.insert(reviews).values({
    id: reviewId,
    productId: product.id,
    orderItemId: items[0]!.id,
    userId: buyer.row.id,
    vendorId: vendor.id,
    rating: 1,
    comment: 'Rude words the vendor did not deserve',
  });
  return { vendor, product, buyer, reviewId };
}

describe('the reportable kinds', () => {
  it('are every kind of the shared list, each owned by one section or the platform', () => {
    const owned = [...Object.keys(sectionReportables()), ...Object.keys(PLATFORM_REPORTABLES)];
    expect(owned.sort()).toEqual([...REPORT_KINDS].sort());
  });
});

describe('POST /api/reports', () => {
  it('reports each kind of thing, and the queue shows each in place with its owner', async () => {
    const { product, reviewId, buyer, vendor } = await productWithReview();
    const done = await completedScenario(t);
    const taskReviewId = newId();
    await t.db.insert(taskReviews).values({
      id: taskReviewId,
      taskId: done.taskId,
      authorId: done.poster.row.id,
      subjectId: done.tasker.row.id,
      subjectRole: 'tasker',
      rating: 1,
      comment: 'Never came back',
    });
    const job = await jobScenario(t);
    const places = await createPlaces(t);
    const owner = await createUser(t, { tag: 'landlord' });
    const rentalId = await postListing(t, owner, rentBody(places.town));
    const thread = await createTestThread(t, { people: [reporter, await createUser(t, { tag: 'sender' })] });
    const sent = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: thread.people[1]!.token,
      payload: { body: 'Pay me outside the site' },
    });
    expect(sent.status).toBe(201);
    const person = await createUser(t, { tag: 'person' });

    const things: [TReportKind, string, string][] = [
      ['product', product.id, vendor.userId],
      ['product-review', reviewId, buyer.row.id],
      ['task', done.taskId, done.poster.row.id],
      ['task-review', taskReviewId, done.poster.row.id],
      ['job', job.jobId, job.employer.vendor.userId],
      ['rental', rentalId, owner.row.id],
      ['message', sent.body.data._id, thread.people[1]!.row.id],
      ['person', person.row.id, person.row.id],
    ];
    for (const [kind, subjectId] of things) {
      const res = await report(reporter, { kind, subjectId, reason: 'scam', note: `About the ${kind}` });
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.data).toMatchObject({ kind, subjectId, reason: 'scam', note: `About the ${kind}` });
    }
    const groups = await queue();
    for (const [kind, subjectId, ownerId] of things) {
      const group = groups.find((g) => g.kind === kind && g.subjectId === subjectId);
      expect(group, kind).toBeDefined();
      expect(group?.owner?._id, kind).toBe(ownerId);
      expect(group?.thing?.title, kind).toEqual(expect.any(String));
      expect(group?.reports).toEqual([
        expect.objectContaining({
          reason: 'scam',
          note: `About the ${kind}`,
          reporter: expect.objectContaining({ _id: reporter.row.id }),
        }),
      ]);
    }
  });

  it('takes one report per person per thing: a second answers 409 and writes nothing', async () => {
    const person = await createUser(t, { tag: 'twice' });
    expect(
      (await report(reporter, { kind: 'person', subjectId: person.row.id, reason: 'spam' })).status,
    ).toBe(201);
    const again = await report(reporter, { kind: 'person', subjectId: person.row.id, reason: 'offensive' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already reported');
    const rows = await t.db
      .select()
      .from(reports)
      .where(and(eq(reports.kind, 'person'), eq(reports.subjectId, person.row.id)));
    expect(rows.map((r) => r.reason)).toEqual(['spam']);
  });

  it('refuses a bad reason (400 naming the field), an unknown thing (404), your own thing (422), a signed-out visitor (401)', async () => {
    const person = await createUser(t, { tag: 'target' });
    const bad = await report(reporter, { kind: 'person', subjectId: person.row.id, reason: 'boring' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('reason');
    const badKind = await report(reporter, { kind: 'planet', subjectId: person.row.id, reason: 'spam' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors[0].path).toBe('kind');
    expect((await report(reporter, { kind: 'task', subjectId: newId(), reason: 'spam' })).status).toBe(404);
    expect((await report(person, { kind: 'person', subjectId: person.row.id, reason: 'spam' })).status).toBe(
      422,
    );
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/reports',
      payload: { kind: 'person', subjectId: person.row.id, reason: 'spam' },
    });
    expect(anonymous.status).toBe(401);
    expect(await t.db.select().from(reports).where(eq(reports.subjectId, person.row.id))).toEqual([]);
  });

  it('lets only the people of a conversation report its messages', async () => {
    const thread = await createTestThread(t);
    const sent = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: thread.people[0]!.token,
      payload: { body: 'Hello' },
    });
    const outsider = await createUser(t);
    expect(
      (await report(outsider, { kind: 'message', subjectId: sent.body.data._id, reason: 'spam' })).status,
    ).toBe(404);
    expect(
      (await report(thread.people[1]!, { kind: 'message', subjectId: sent.body.data._id, reason: 'spam' }))
        .status,
    ).toBe(201);
  });
});

describe('/api/admin/moderation', () => {
  it('is for admins: a user or a vendor gets 403', async () => {
    const user = await createUser(t);
    const vendor = await createUser(t, { roles: ['User', 'Vendor'] });
    for (const who of [user, vendor]) {
      expect((await call(t, { method: 'GET', url: '/api/admin/moderation', token: who.token })).status).toBe(
        403,
      );
      const res = await act(
        { kind: 'person', subjectId: who.row.id, action: 'dismiss', reason: 'x' },
        who.token,
      );
      expect(res.status).toBe(403);
    }
  });

  it('groups the reports per thing, most reported and oldest first', async () => {
    const once = await createUser(t, { tag: 'once' });
    const thrice = await createUser(t, { tag: 'thrice' });
    await report(reporter, { kind: 'person', subjectId: once.row.id, reason: 'spam' });
    for (let i = 0; i < 3; i++) {
      await report(await createUser(t), { kind: 'person', subjectId: thrice.row.id, reason: 'offensive' });
    }
    const ids = (await queue()).map((g) => g.subjectId);
    expect(ids.indexOf(thrice.row.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(thrice.row.id)).toBeLessThan(ids.indexOf(once.row.id));
    expect((await groupOf('person', thrice.row.id))?.reportCount).toBe(3);
  });

  it('hides a review: gone from the product reviews, kept with who and why, reporter and author told', async () => {
    const { product, reviewId, buyer } = await productWithReview();
    const reviewsOf = async () =>
      (await call(t, { method: 'GET', url: `/api/product/${product.id}/reviews` })).body.docs.map(
        (d: { _id: string }) => d._id,
      );
    expect(await reviewsOf()).toContain(reviewId);
    expect(
      (await report(reporter, { kind: 'product-review', subjectId: reviewId, reason: 'offensive' })).status,
    ).toBe(201);

    const missingReason = await act({
      kind: 'product-review',
      subjectId: reviewId,
      action: 'hide',
      reason: ' ',
    });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.errors[0].path).toBe('reason');

    const res = await act({
      kind: 'product-review',
      subjectId: reviewId,
      action: 'hide',
      reason: 'Abusive words',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ action: 'hide', resolvedReports: 1, admin: { _id: admin.row.id } });
    expect(await reviewsOf()).not.toContain(reviewId);
    const [kept] = await t.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.subjectId, reviewId));
    expect(kept).toMatchObject({
      action: 'hide',
      reason: 'Abusive words',
      adminId: admin.row.id,
      ownerId: buyer.row.id,
    });
    expect(await groupOf('product-review', reviewId)).toBeUndefined();
    expect((await notificationsOf(reporter.row.id)).map((n) => n.title)).toContain('Your report was handled');
    const told = (await notificationsOf(buyer.row.id)).find((n) => n.title.includes('was hidden'));
    expect(told?.message).toContain('Abusive words');

    // Acted on already: a second action finds nothing open.
    expect(
      (await act({ kind: 'product-review', subjectId: reviewId, action: 'dismiss', reason: 'x' })).status,
    ).toBe(409);
  });

  it('hides a listing: gone from its list and the sitemap', async () => {
    const places = await createPlaces(t);
    const category = await createTaskCategory(t);
    const poster = await createUser(t, { tag: 'poster' });
    const taskId = await postTask(
      t,
      poster,
      taskBody(category.id, places.town, { title: 'Sell fake watches' }),
    );
    const listed = async () =>
      (await call(t, { method: 'GET', url: '/api/task/list?search=fake%20watches&limit=50' })).body.docs.map(
        (d: { _id: string }) => d._id,
      );
    const inSitemap = async () =>
      ((await call(t, { method: 'GET', url: '/api/sitemap' })).body as { path: string }[]).some((e) =>
        e.path.endsWith(taskId),
      );
    expect(await listed()).toContain(taskId);
    expect(await inSitemap()).toBe(true);
    await report(reporter, { kind: 'task', subjectId: taskId, reason: 'prohibited' });
    expect(
      (await act({ kind: 'task', subjectId: taskId, action: 'hide', reason: 'Counterfeits' })).status,
    ).toBe(200);
    expect(await listed()).not.toContain(taskId);
    expect(await inSitemap()).toBe(false);
    expect((await call(t, { method: 'GET', url: `/api/task/${taskId}` })).status).toBe(404);
  });

  it('dismisses (the owner is not told), warns (the owner is told), blocks through the block path; a person cannot be hidden', async () => {
    const target = await createUser(t, { tag: 'target' });
    await report(reporter, { kind: 'person', subjectId: target.row.id, reason: 'spam' });
    expect(
      (await act({ kind: 'person', subjectId: target.row.id, action: 'hide', reason: 'x' })).status,
    ).toBe(422);
    expect(
      (await act({ kind: 'person', subjectId: target.row.id, action: 'dismiss', reason: 'Looks fine' }))
        .status,
    ).toBe(200);
    expect(await notificationsOf(target.row.id)).toEqual([]);

    await report(await createUser(t), { kind: 'person', subjectId: target.row.id, reason: 'offensive' });
    expect(
      (await act({ kind: 'person', subjectId: target.row.id, action: 'warn', reason: 'Mind your words' }))
        .status,
    ).toBe(200);
    const warned = await notificationsOf(target.row.id);
    expect(warned.map((n) => n.title)).toEqual(['A warning from the admins']);
    expect(warned[0]?.message).toContain('Mind your words');

    await report(await createUser(t), { kind: 'person', subjectId: target.row.id, reason: 'scam' });
    const group = await groupOf('person', target.row.id);
    expect(group?.ownerHistory.actions.map((a) => a.action)).toEqual(['warn', 'dismiss']);
    expect(
      (await act({ kind: 'person', subjectId: target.row.id, action: 'block', reason: 'Third time' })).status,
    ).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.row.id));
    expect(row?.status).toBe('blocked');
    expect((await call(t, { method: 'GET', url: '/api/auth/my-profile', token: target.token })).status).toBe(
      445,
    );
  });

  it('counts the queue on the admin dashboard', async () => {
    const target = await createUser(t);
    await report(reporter, { kind: 'person', subjectId: target.row.id, reason: 'spam' });
    const res = await call(t, { method: 'GET', url: '/api/admin/dashboard', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.moderation.openReports).toBeGreaterThanOrEqual(1);
    expect(res.body.moderation.openThings).toBeGreaterThanOrEqual(1);
    expect(Date.parse(res.body.moderation.oldestOpenAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('new accounts', () => {
  it('post only a few listings an hour: the next one answers 429 naming the limit', async () => {
    const places = await createPlaces(t);
    const category = await createTaskCategory(t);
    const fresh = await createUser(t, { newAccount: true });
    for (let i = 0; i < 5; i++) await postTask(t, fresh, taskBody(category.id, places.town));
    const sixth = await call(t, {
      method: 'POST',
      url: '/api/task',
      token: fresh.token,
      payload: taskBody(category.id, places.town),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toContain('only 5 listings an hour');
    // An older account is not held.
    const older = await createUser(t);
    for (let i = 0; i < 6; i++) await postTask(t, older, taskBody(category.id, places.town));
  });

  it('post only a few jobs and rentals an hour too', async () => {
    const job = await jobScenario(t);
    await t.db.update(users).set({ createdAt: new Date() }).where(eq(users.id, job.employer.vendor.userId));
    for (let i = 0; i < 4; i++)
      await postJob(t, job.employer.token, jobBody(job.category.id, job.places.town));
    const refused = await call(t, {
      method: 'POST',
      url: '/api/vendor/job/jobs',
      token: job.employer.token,
      payload: jobBody(job.category.id, job.places.town),
    });
    expect(refused.status).toBe(429);

    const places = await createPlaces(t);
    const fresh = await createUser(t, { newAccount: true });
    for (let i = 0; i < 5; i++) await postListing(t, fresh, rentBody(places.town));
    const rent = await call(t, {
      method: 'POST',
      url: '/api/rent',
      token: fresh.token,
      payload: rentBody(places.town),
    });
    expect(rent.status).toBe(429);
  });

  it('start only a few conversations an hour', async () => {
    const places = await createPlaces(t);
    const owner = await createUser(t);
    const listings = [];
    for (let i = 0; i < 6; i++) listings.push(await postListing(t, owner, rentBody(places.town)));
    const fresh = await createUser(t, { newAccount: true });
    for (const id of listings.slice(0, 5)) await sendInquiry(t, fresh, id);
    const sixth = await call(t, {
      method: 'POST',
      url: `/api/rent/${listings[5]}/inquiries`,
      token: fresh.token,
      payload: { message: 'Still free?', phone: '9812345678' },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toContain('only 5 conversations an hour');
  });

  it('counts the conversations a new account opens about products too; one found again is not new', async () => {
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const products = [];
    for (let i = 0; i < 6; i++)
      products.push(await createProduct(t, { vendorId: vendor.id, categoryId: category.id }));
    const fresh = await createUser(t, { newAccount: true });
    const ask = (productId: string) =>
      call(t, { method: 'POST', url: `/api/thread/open/product-question/${productId}`, token: fresh.token });
    for (const product of products.slice(0, 5)) expect((await ask(product.id)).status).toBe(201);
    expect((await ask(products[0]!.id)).status).toBe(201);
    const sixth = await ask(products[5]!.id);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toContain('only 5 conversations an hour');
    const opened = await t.db
      .select()
      .from(threadParticipants)
      .where(eq(threadParticipants.userId, fresh.row.id));
    expect(opened).toHaveLength(5);
  });

  it("sends a new account's first message with a phone number or a link to the queue, and still delivers it", async () => {
    const fresh = await createUser(t, { newAccount: true });
    const other = await createUser(t);
    const thread = await createTestThread(t, { people: [other, fresh] });
    const sent = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: fresh.token,
      payload: { body: 'Call me on 98 1234 5678 or see www.cheap-deals.example' },
    });
    expect(sent.status).toBe(201);
    const group = await groupOf('message', sent.body.data._id);
    expect(group?.reports).toEqual([expect.objectContaining({ reporter: null, reason: 'spam' })]);
    const messages = await call(t, {
      method: 'GET',
      url: `/api/thread/${thread.id}/messages`,
      token: other.token,
    });
    expect(messages.body.docs.map((m: { _id: string }) => m._id)).toContain(sent.body.data._id);

    // Not the first message, or an older account: nothing is filed.
    const second = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: fresh.token,
      payload: { body: 'Again: https://cheap-deals.example' },
    });
    expect(await groupOf('message', second.body.data._id)).toBeUndefined();
    const older = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: other.token,
      payload: { body: 'My number is 9812345678' },
    });
    expect(await groupOf('message', older.body.data._id)).toBeUndefined();
  });
});
