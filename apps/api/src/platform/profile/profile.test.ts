import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { rentInquiries } from '../../db/schema/rents.ts';
import { vendors } from '../../db/schema/shop.ts';
import { threadMessages } from '../../db/schema/threads.ts';
import { passwordResetCodes, users } from '../../db/schema/users.ts';
import { newId } from '../../lib/ids.ts';
import { createPlaces, postListing, rentBody, sendInquiry } from '../../sections/rent/test-factories.ts';
import { createCategory, createProduct, createVendor } from '../../sections/shop/product/test-factories.ts';
import { createOrder } from '../../sections/shop/review/test-factories.ts';
import { completedScenario } from '../../sections/task/test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

const profileOf = (userId: string) => call(t, { method: 'GET', url: `/api/profile/${userId}` });
const reviewsOf = (userId: string, query = '') =>
  call(t, { method: 'GET', url: `/api/profile/${userId}/reviews${query}` });

type Role = {
  key: string;
  rating: { average: number; count: number } | null;
  facts: { key: string; value: string }[];
  tags: string[];
  link: { href: string } | null;
};
type Part = { section: string; roles: Role[] };
const roleOf = (body: { data: { parts: Part[] } }, section: string, key: string) =>
  body.data.parts.find((p) => p.section === section)?.roles.find((r) => r.key === key);
const factOf = (role: Role | undefined, key: string) => role?.facts.find((f) => f.key === key)?.value;

/** A completed task where both people reviewed each other, the tasker with a tasker profile. */
async function reviewedTask() {
  const s = await completedScenario(t);
  const profile = await call(t, {
    method: 'PUT',
    url: '/api/task/user/tasker-profile',
    token: s.tasker.token,
    payload: {
      bio: 'Handy with tools.',
      skills: ['Plumbing'],
      categoryIds: [s.category.id],
      serviceAreaId: s.places.town,
    },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const byPoster = await call(t, {
    method: 'POST',
    url: `/api/task/${s.taskId}/reviews`,
    token: s.poster.token,
    payload: { rating: 4, comment: 'Fixed the tap quickly.' },
  });
  expect(byPoster.status, JSON.stringify(byPoster.body)).toBe(201);
  const byTasker = await call(t, {
    method: 'POST',
    url: `/api/task/${s.taskId}/reviews`,
    token: s.tasker.token,
    payload: { rating: 5, comment: 'Clear about the job, paid on time.' },
  });
  expect(byTasker.status, JSON.stringify(byTasker.body)).toBe(201);
  return s;
}

describe('GET /api/profile/:userId', () => {
  it("gathers a person's parts: as a tasker and as a task poster, with ratings from the other side", async () => {
    const s = await reviewedTask();
    const tasker = await profileOf(s.tasker.row.id);
    expect(tasker.status, JSON.stringify(tasker.body)).toBe(200);
    expect(tasker.body.data).toMatchObject({
      _id: s.tasker.row.id,
      fullName: s.tasker.row.fullName,
      memberSince: s.tasker.row.createdAt.toISOString(),
      verified: { email: false, phone: false },
    });
    const asTasker = roleOf(tasker.body, 'task', 'tasker');
    expect(asTasker?.rating).toEqual({ average: 4, count: 1 });
    expect(factOf(asTasker, 'completed')).toBe('1');
    expect(asTasker?.tags).toEqual(expect.arrayContaining(['Plumbing', s.category.name]));
    // The district and the state, never the town below the district.
    expect(factOf(asTasker, 'area')).toBe(`District ${s.places.suffix}, State ${s.places.suffix}`);
    expect(JSON.stringify(tasker.body)).not.toContain(`Town ${s.places.suffix}`);

    const poster = await profileOf(s.poster.row.id);
    const asPoster = roleOf(poster.body, 'task', 'poster');
    expect(asPoster?.rating).toEqual({ average: 5, count: 1 });
    expect(factOf(asPoster, 'posted')).toBe('1');
    // The poster never offered: no tasker part.
    expect(roleOf(poster.body, 'task', 'tasker')).toBeUndefined();
    expect(poster.body.data.reviewCounts).toEqual([{ section: 'task', label: 'Task', count: 1 }]);
  });

  it('shows nothing private: no email, phone, address, orders or applications', async () => {
    const person = await createUser(t, { phone: '9801234567' });
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id });
    await createOrder(t, { userId: person.row.id, vendorId: vendor.id, lines: [{ product }] });
    const res = await profileOf(person.row.id);
    expect(res.status).toBe(200);
    // `verified` holds two booleans and nothing else; no other key names a private field.
    const { verified, ...rest } = res.body.data;
    expect(verified).toEqual({ email: false, phone: false });
    const text = JSON.stringify(rest);
    expect(JSON.stringify(res.body)).not.toContain(person.email);
    expect(text).not.toContain('9801234567');
    for (const key of ['email', 'phone', 'orders', 'applications', 'street', 'address']) {
      expect(text).not.toContain(`"${key}"`);
    }
    // A buyer is nothing on their profile: their orders are theirs.
    expect(res.body.data.parts).toEqual([]);
  });

  it('says the email is verified once the person used a code mailed to it, never the address', async () => {
    const person = await createUser(t);
    await t.db.insert(passwordResetCodes).values({
      id: newId(),
      userId: person.row.id,
      codeHash: 'used',
      expiresAt: new Date(Date.now() + HOUR),
      usedAt: new Date(),
    });
    const res = await profileOf(person.row.id);
    expect(res.body.data.verified).toEqual({ email: true, phone: false });
    expect(JSON.stringify(res.body)).not.toContain(person.email);
  });

  it('links a store owner to their store, with its rating from visible reviews', async () => {
    const vendor = await createVendor(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id });
    const buyer = await createUser(t);
    const { items } = await createOrder(t, {
      userId: buyer.row.id,
      vendorId: vendor.id,
      lines: [{ product }],
    });
    const review = await call(t, {
      method: 'POST',
      url: '/api/order/user/reviews',
      token: buyer.token,
      payload: { orderItemId: items[0]?.id, rating: 3, comment: 'Arrived late but fine.' },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const res = await profileOf(vendor.userId);
    const store = roleOf(res.body, 'shop', 'store');
    expect(store).toMatchObject({
      rating: { average: 3, count: 1 },
      link: { href: `/shop/store/${vendor.slug}` },
    });
    expect(factOf(store, 'store')).toBe(vendor.storeName);
    const reviews = await reviewsOf(vendor.userId, '?section=shop');
    expect(reviews.body.docs).toMatchObject([
      { section: 'shop', rating: 3, comment: 'Arrived late but fine.', about: { title: product.name } },
    ]);
    // The buyer is named as the store page names them, not linked, and no more.
    expect(reviews.body.docs[0].author._id).toBeNull();
    expect(JSON.stringify(reviews.body)).not.toContain(buyer.email);
  });

  it("computes a rental owner's response rate and typical first reply from the inquiries' threads", async () => {
    const owner = await createUser(t);
    const places = await createPlaces(t);
    const listingId = await postListing(t, owner, rentBody(places.town));
    const senders = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    const inquiryIds: string[] = [];
    for (const sender of senders) inquiryIds.push(await sendInquiry(t, sender, listingId));
    // The fourth stays unanswered and an hour old at most: too fresh to count.
    const [quick, slow, ignored] = inquiryIds as [string, string, string, string];

    const threadOf = async (inquiryId: string, token: string) =>
      (await call(t, { method: 'GET', url: `/api/thread/subject/rent-inquiry/${inquiryId}`, token })).body
        .data._id as string;
    const write = async (inquiryId: string, who: TestUser, body: string) => {
      const res = await call(t, {
        method: 'POST',
        url: `/api/thread/${await threadOf(inquiryId, who.token)}/messages`,
        token: who.token,
        payload: { body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    // The sender's own follow-up is no reply; the owner answers two of them.
    await write(ignored, senders[2] as TestUser, 'Hello? Is anyone there?');
    await write(quick, owner, 'Yes, it is free.');
    await write(slow, owner, 'Sorry for the wait, it is free.');
    // Move the inquiries back in time: answered 2 h and 4 h after they came; one unanswered for two days.
    const at = async (inquiryId: string, hoursBeforeReply: number) => {
      const [reply] = await t.db
        .select({ createdAt: threadMessages.createdAt })
        .from(threadMessages)
        .where(eq(threadMessages.senderId, owner.row.id))
        .orderBy(threadMessages.createdAt);
      const base = reply?.createdAt ?? new Date();
      await t.db
        .update(rentInquiries)
        .set({ createdAt: new Date(base.getTime() - hoursBeforeReply * HOUR) })
        .where(eq(rentInquiries.id, inquiryId));
    };
    await at(quick, 2);
    await t.db
      .update(rentInquiries)
      .set({ createdAt: new Date(Date.now() - 48 * HOUR) })
      .where(eq(rentInquiries.id, ignored));
    // `slow`'s reply came later than `quick`'s: 4 h after it arrived.
    const [slowReply] = await t.db
      .select({ createdAt: threadMessages.createdAt })
      .from(threadMessages)
      .where(eq(threadMessages.senderId, owner.row.id))
      .orderBy(threadMessages.createdAt)
      .offset(1);
    await t.db
      .update(rentInquiries)
      .set({ createdAt: new Date((slowReply?.createdAt ?? new Date()).getTime() - 4 * HOUR) })
      .where(eq(rentInquiries.id, slow));

    const res = await profileOf(owner.row.id);
    const asOwner = roleOf(res.body, 'rent', 'owner');
    expect(factOf(asOwner, 'activeListings')).toBe('1');
    // Two of three answered (the fresh one, an hour old, does not count yet): 67 %; median of 2 h and 4 h.
    expect(factOf(asOwner, 'responseRate')).toBe('67%');
    expect(factOf(asOwner, 'responseTime')).toBe('within 3 hours');
    // An owner without a rating system has no rating.
    expect(asOwner?.rating).toBeNull();
  });

  it('answers 404 for an unknown person and for a deactivated one, and names a bad id', async () => {
    expect((await profileOf('0193f3c2-7b1e-7000-8000-000000000000')).status).toBe(404);
    const blocked = await createUser(t, { status: 'blocked' });
    const res = await profileOf(blocked.row.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Person not found');
    expect((await reviewsOf(blocked.row.id)).status).toBe(404);
    // Deactivated after their profile was read once: gone at once.
    const later = await createUser(t);
    expect((await profileOf(later.row.id)).status).toBe(200);
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, later.row.id));
    expect((await profileOf(later.row.id)).status).toBe(404);

    const bad = await profileOf('not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'userId' })]);
  });
});

describe('GET /api/profile/:userId/reviews', () => {
  it('lists the reviews received in every section, newest first, filters by section and pages', async () => {
    // A tasker who also owns a store: a task review and two store reviews.
    const s = await reviewedTask();
    const vendorOwner = s.tasker;
    const vendor = await createVendor(t);
    // createVendor made an owner of its own; the store becomes the tasker's (one store per person).
    await t.db.update(vendors).set({ userId: vendorOwner.row.id }).where(eq(vendors.id, vendor.id));
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id });
    for (const rating of [2, 5]) {
      const buyer = await createUser(t);
      const { items } = await createOrder(t, {
        userId: buyer.row.id,
        vendorId: vendor.id,
        lines: [{ product }],
      });
      const res = await call(t, {
        method: 'POST',
        url: '/api/order/user/reviews',
        token: buyer.token,
        payload: { orderItemId: items[0]?.id, rating, comment: `Rated ${rating}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const id = vendorOwner.row.id;
    const all = await reviewsOf(id);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toMatchObject({ total: 3, page: 1 });
    expect(all.body.docs.map((d: { section: string }) => d.section).sort()).toEqual(['shop', 'shop', 'task']);
    const times = all.body.docs.map((d: { createdAt: string }) => d.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const task = await reviewsOf(id, '?section=task');
    expect(task.body.pagination.total).toBe(1);
    expect(task.body.docs).toMatchObject([
      {
        section: 'task',
        role: 'As a tasker',
        rating: 4,
        comment: 'Fixed the tap quickly.',
        author: { _id: s.poster.row.id },
      },
    ]);
    const shop = await reviewsOf(id, '?section=shop');
    expect(shop.body.docs.map((d: { comment: string }) => d.comment).sort()).toEqual(['Rated 2', 'Rated 5']);

    // Pages of one across every section: the three reviews, each once, in the same order.
    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await reviewsOf(id, `?limit=1&page=${page}`);
      expect(res.body.docs).toHaveLength(1);
      paged.push(res.body.docs[0]._id);
    }
    expect(paged).toEqual(all.body.docs.map((d: { _id: string }) => d._id));
    expect((await reviewsOf(id, '?limit=1&page=4')).body.docs).toEqual([]);

    const profile = await profileOf(id);
    expect(profile.body.data.reviewCounts).toEqual([
      { section: 'shop', label: 'Shop', count: 2 },
      { section: 'task', label: 'Task', count: 1 },
    ]);
  });

  it('names the field of a bad filter and changes nothing', async () => {
    const person = await createUser(t);
    const section = await reviewsOf(person.row.id, '?section=garden');
    expect(section.status).toBe(400);
    expect(section.body.errors).toEqual([expect.objectContaining({ path: 'section' })]);
    const limit = await reviewsOf(person.row.id, '?limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body.errors).toEqual([expect.objectContaining({ path: 'limit' })]);
    const empty = await reviewsOf(person.row.id, '?section=job');
    expect(empty.body).toMatchObject({ docs: [], pagination: { total: 0 } });
  });
});
