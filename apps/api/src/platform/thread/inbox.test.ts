import { MAX_PAGE_LIMIT } from '@bazaar/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper.ts';
import { PDF, uploadTestDocument } from '../../../test/uploads.ts';
import { threadMessages, threads } from '../../db/schema/threads.ts';
import { applyFor, jobScenario } from '../../sections/job/test-factories.ts';
import {
  createTestOrder,
  createVendorWithToken,
  orderScenario,
} from '../../sections/shop/order/test-factories.ts';
import { createCategory, createProduct } from '../../sections/shop/product/test-factories.ts';
import { productQuestionSubjectId } from '../../sections/shop/threads.ts';
import { listMyMessageEventsSince } from './message-service.ts';
import { createTestThread } from './test-factories.ts';

// One inbox (decision 048): the conversations of an order, a product question and a job application,
// who may open and read them, their files, the admin's read, and the Messages list's filters.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Who = { token: string };
const open = (who: Who, kind: string, ref: string) =>
  call(t, { method: 'POST', url: `/api/thread/open/${kind}/${ref}`, token: who.token });
const post = (threadId: string, who: Who, payload: Record<string, unknown>) =>
  call(t, { method: 'POST', url: `/api/thread/${threadId}/messages`, token: who.token, payload });
const messages = (threadId: string, who: Who) =>
  call(t, { method: 'GET', url: `/api/thread/${threadId}/messages`, token: who.token });
const mine = (who: Who, query = '') =>
  call(t, { method: 'GET', url: `/api/thread/mine?${query}`, token: who.token });

async function productScenario() {
  const buyer = await createUser(t, { tag: 'buyer' });
  const { vendor, token: vendorToken } = await createVendorWithToken(t);
  const category = await createCategory(t);
  const product = await createProduct(t, {
    vendorId: vendor.id,
    categoryId: category.id,
    price: 50_000,
    stock: 5,
  });
  return { buyer, vendor, vendorToken, product, seller: { token: vendorToken } };
}

describe('an order’s conversation (buyer and the store, per store order)', () => {
  it('is opened by the buyer or the store’s vendor, the same one for both, each with their order page', async () => {
    const { buyer, vendorToken, order } = await orderScenario(t);
    const byBuyer = await open(buyer, 'order', order.id);
    expect(byBuyer.status, JSON.stringify(byBuyer.body)).toBe(201);
    expect(byBuyer.body.data).toMatchObject({
      subject: { kind: 'order', id: order.id },
      section: 'shop',
      title: `Order ${order.orderNumber}`,
      route: `/user/shop/orders?id=${order.id}`,
      link: `/user/shop/orders?id=${order.id}`,
    });
    const byVendor = await open({ token: vendorToken }, 'order', order.id);
    expect(byVendor.status).toBe(201);
    expect(byVendor.body.data._id).toBe(byBuyer.body.data._id);
    expect(byVendor.body.data.route).toBe(`/vendor/shop/orders?id=${order.id}`);
    expect(byVendor.body.data.participants).toHaveLength(2);
    const rows = await t.db.select().from(threads).where(eq(threads.subjectId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('is only readable by the buyer and that store’s vendor: another vendor and another buyer get 404', async () => {
    const { buyer, vendorToken, order } = await orderScenario(t);
    const threadId = (await open(buyer, 'order', order.id)).body.data._id as string;
    expect((await post(threadId, { token: vendorToken }, { body: 'Packed, ships tomorrow' })).status).toBe(
      201,
    );

    const other = await createVendorWithToken(t);
    const stranger = await createUser(t);
    for (const outsider of [{ token: other.token }, stranger]) {
      expect((await open(outsider, 'order', order.id)).status).toBe(404);
      expect((await messages(threadId, outsider)).status).toBe(404);
      expect((await post(threadId, outsider, { body: 'Hello?' })).status).toBe(404);
      const subject = await call(t, {
        method: 'GET',
        url: `/api/thread/subject/order/${order.id}`,
        token: outsider.token,
      });
      expect(subject.status).toBe(404);
    }
    const read = await messages(threadId, buyer);
    expect(read.status).toBe(200);
    expect(read.body.docs.map((m: { body: string }) => m.body)).toEqual(['Packed, ships tomorrow']);
  });

  it('answers 404 for an order that does not exist and 400 naming a bad id or kind', async () => {
    const buyer = await createUser(t);
    expect((await open(buyer, 'order', '0190aaaa-0000-7000-8000-000000000000')).status).toBe(404);
    const bad = await open(buyer, 'order', 'not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('ref');
    const badKind = await open(buyer, 'parcel', '0190aaaa-0000-7000-8000-000000000000');
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors[0].path).toBe('kind');
    // A task's conversation opens at its accept, never on request.
    expect((await open(buyer, 'task', '0190aaaa-0000-7000-8000-000000000000')).status).toBe(404);
  });
});

describe('asking the seller about a product', () => {
  it('opens one conversation per buyer and product, continued after ordering, with the product as its link', async () => {
    const { buyer, vendor, seller, product } = await productScenario();
    const first = await open(buyer, 'product-question', product.id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const subjectId = productQuestionSubjectId(product.id, buyer.row.id);
    expect(first.body.data).toMatchObject({
      subject: { kind: 'product-question', id: subjectId },
      section: 'shop',
      title: product.name,
      link: `/shop/product/${product.slug}`,
      route: `/user/messages?kind=product-question&id=${subjectId}`,
    });
    const threadId = first.body.data._id as string;
    expect((await post(threadId, buyer, { body: 'Does it come in blue?' })).status).toBe(201);

    // The vendor sees it in their list and answers.
    const vendorList = await mine(seller);
    const summary = vendorList.body.docs.find((d: { _id: string }) => d._id === threadId);
    expect(summary).toMatchObject({
      unreadCount: 1,
      route: `/vendor/messages?kind=product-question&id=${subjectId}`,
    });
    expect((await post(threadId, seller, { body: 'Yes, and in green.' })).status).toBe(201);

    // After ordering, asking again is the same conversation.
    await createTestOrder(t, { buyer, vendor, lines: [{ product, quantity: 1 }] });
    // The live stream carries it like any thread's message (its replay reads the same rows).
    const events = await listMyMessageEventsSince(t.db, vendor.userId, new Date(0), 10);
    expect(events.map((e) => e.data.subject)).toContainEqual({ kind: 'product-question', id: subjectId });
    const again = await open(buyer, 'product-question', product.id);
    expect(again.body.data._id).toBe(threadId);
    expect(again.body.data.lastMessage.body).toBe('Yes, and in green.');
    expect((await post(threadId, buyer, { body: 'Ordered it, thanks!' })).status).toBe(201);

    // Another buyer asking gets a conversation of their own, and cannot read the first.
    const other = await createUser(t);
    const theirs = await open(other, 'product-question', product.id);
    expect(theirs.body.data._id).not.toBe(threadId);
    expect((await messages(threadId, other)).status).toBe(404);
  });

  it('refuses the store’s own vendor (403) and a product that is not listed (404)', async () => {
    const { seller, product, vendor } = await productScenario();
    expect((await open(seller, 'product-question', product.id)).status).toBe(403);
    const category = await createCategory(t);
    const draft = await createProduct(t, { vendorId: vendor.id, categoryId: category.id, status: 'draft' });
    const buyer = await createUser(t);
    expect((await open(buyer, 'product-question', draft.id)).status).toBe(404);
  });
});

describe('a job application’s conversation', () => {
  it('is between the applicant and the job’s vendor; another applicant or vendor gets 404', async () => {
    const s = await jobScenario(t);
    const applicationId = await applyFor(t, s.applicant, s.jobId);
    const opened = await open(s.employer, 'job-application', applicationId);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.data).toMatchObject({
      section: 'job',
      route: `/vendor/messages?kind=job-application&id=${applicationId}`,
      link: '/vendor/job/applications',
    });
    const threadId = opened.body.data._id as string;
    expect((await post(threadId, s.employer, { body: 'Can you come in on Monday?' })).status).toBe(201);
    const applicantView = await open(s.applicant, 'job-application', applicationId);
    expect(applicantView.body.data).toMatchObject({
      _id: threadId,
      unreadCount: 1,
      link: '/user/job/applied',
    });

    const otherApplication = await applyFor(t, s.other, s.jobId);
    expect((await open(s.other, 'job-application', applicationId)).status).toBe(404);
    expect((await messages(threadId, s.other)).status).toBe(404);
    expect((await open(s.other, 'job-application', otherApplication)).status).toBe(201);
    const otherVendor = await createVendorWithToken(t);
    expect((await open({ token: otherVendor.token }, 'job-application', applicationId)).status).toBe(404);
  });
});

describe('files in a message', () => {
  it('carries the sender’s own picture or PDF, downloadable by the conversation’s people only', async () => {
    const { buyer, vendorToken, order } = await orderScenario(t);
    const seller = { token: vendorToken };
    const threadId = (await open(buyer, 'order', order.id)).body.data._id as string;
    const ref = await uploadTestDocument(t, buyer.token);
    const sent = await post(threadId, buyer, { body: '', attachments: [ref] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [file] = sent.body.data.attachments;
    expect(file).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
    const [row] = await t.db.select().from(threadMessages).where(eq(threadMessages.threadId, threadId));
    expect(row?.attachments.map((a) => a.id)).toEqual([file._id]);

    const url = `/api/thread/${threadId}/attachments/${file._id}/download`;
    for (const reader of [buyer, seller]) {
      const res = await call(t, { method: 'GET', url, token: reader.token });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    const stranger = await createUser(t);
    const otherVendor = await createVendorWithToken(t);
    for (const outsider of [stranger, { token: otherVendor.token }]) {
      expect((await call(t, { method: 'GET', url, token: outsider.token })).status).toBe(404);
    }
    // The store cannot read it through the uploader's own path either, nor through another thread.
    expect(
      (await call(t, { method: 'GET', url: `/api/upload/private/${file._id}`, token: vendorToken })).status,
    ).toBe(404);
    const elsewhere = await createTestThread(t, { people: [buyer, await createUser(t)] });
    const viaOther = `/api/thread/${elsewhere.id}/attachments/${file._id}/download`;
    expect((await call(t, { method: 'GET', url: viaOther, token: buyer.token })).status).toBe(404);
  });

  it('refuses another person’s upload and an unknown one with 400 naming the file, writing nothing', async () => {
    const { buyer, vendorToken, order } = await orderScenario(t);
    const threadId = (await open(buyer, 'order', order.id)).body.data._id as string;
    const theirs = await uploadTestDocument(t, vendorToken);
    const res = await post(threadId, buyer, { body: 'See this', attachments: [theirs] });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('attachments.0');
    const empty = await post(threadId, buyer, { body: '  ', attachments: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].path).toBe('body');
    const rows = await t.db.select().from(threadMessages).where(eq(threadMessages.threadId, threadId));
    expect(rows).toHaveLength(0);
  });
});

describe('GET /api/admin/threads/:id', () => {
  it('lets an admin read a reported conversation, never write in it; others are refused', async () => {
    const { buyer, vendorToken, order } = await orderScenario(t);
    const threadId = (await open(buyer, 'order', order.id)).body.data._id as string;
    const sent = await post(threadId, buyer, { body: 'Where is my parcel?' });
    const admin = await createUser(t, { roles: ['User', 'Admin'] });
    const unreported = await call(t, {
      method: 'GET',
      url: `/api/admin/threads/${threadId}`,
      token: admin.token,
    });
    expect(unreported.status).toBe(403);
    const reported = await call(t, {
      method: 'POST',
      url: '/api/reports',
      token: vendorToken,
      payload: { kind: 'message', subjectId: sent.body.data._id, reason: 'offensive' },
    });
    expect(reported.status).toBe(201);
    // The queue leads the admin to it: the reported message, in its conversation.
    let group: { thing: { adminPath: string } } | undefined;
    for (let page = 1; !group; page++) {
      const queue = await call(t, {
        method: 'GET',
        url: `/api/admin/moderation?limit=${MAX_PAGE_LIMIT}&page=${page}`,
        token: admin.token,
      });
      expect(queue.body.docs.length).toBeGreaterThan(0);
      group = queue.body.docs.find((g: { subjectId: string }) => g.subjectId === sent.body.data._id);
    }
    expect(group.thing.adminPath).toBe(
      `/admin/moderation/conversations/${threadId}?message=${sent.body.data._id}`,
    );
    const res = await call(t, { method: 'GET', url: `/api/admin/threads/${threadId}`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: threadId, section: 'shop', route: '', link: '' });
    expect(res.body.data.participants).toHaveLength(2);
    expect(res.body.messages.docs.map((m: { body: string }) => m.body)).toEqual(['Where is my parcel?']);

    expect((await post(threadId, admin, { body: 'Admin here' })).status).toBe(403);
    expect(
      (await call(t, { method: 'PUT', url: `/api/thread/${threadId}/read`, token: admin.token })).status,
    ).toBe(403);
    for (const notAdmin of [buyer, { token: vendorToken }]) {
      expect(
        (await call(t, { method: 'GET', url: `/api/admin/threads/${threadId}`, token: notAdmin.token }))
          .status,
      ).toBe(403);
    }
    const missing = await call(t, {
      method: 'GET',
      url: '/api/admin/threads/0190aaaa-0000-7000-8000-000000000000',
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/thread/mine filters', () => {
  it('keeps one section’s conversations, or the unread ones, newest activity first', async () => {
    const person = await createUser(t, { tag: 'inbox' });
    const { product, seller } = await productScenario();
    const s = await jobScenario(t);
    const applicationId = await applyFor(t, person, s.jobId);
    const task = await createTestThread(t, { people: [person, await createUser(t)], kind: 'task' });
    const question = (await open(person, 'product-question', product.id)).body.data._id as string;
    const application = (await open(person, 'job-application', applicationId)).body.data._id as string;
    await post(question, person, { body: 'Is it in stock?' });
    await post(application, s.employer, { body: 'Thanks for applying' });

    const all = await mine(person);
    expect(all.body.docs.map((d: { _id: string }) => d._id)).toEqual([application, question, task.id]);
    const shop = await mine(person, 'section=shop');
    expect(shop.body.docs.map((d: { _id: string }) => d._id)).toEqual([question]);
    expect(shop.body.pagination.total).toBe(1);
    const job = await mine(person, 'section=job');
    expect(job.body.docs.map((d: { section: string }) => d.section)).toEqual(['job']);
    const unread = await mine(person, 'unread=true');
    expect(unread.body.docs.map((d: { _id: string }) => d._id)).toEqual([application]);
    const unreadShop = await mine(person, 'unread=true&section=shop');
    expect(unreadShop.body.docs).toEqual([]);
    const bad = await mine(person, 'section=garden');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('section');
    // The seller's answer makes the question unread for the person.
    await post(question, seller, { body: 'Yes, five left' });
    // In the vendor area the store's vendor sees the store's conversations, not their own purchases.
    const theirOwn = await open(seller, 'order', (await orderScenario(t)).order.id);
    expect(theirOwn.status).toBe(404);
    const storeSide = await mine(seller, 'area=vendor');
    expect(storeSide.body.docs.map((d: { _id: string }) => d._id)).toEqual([question]);
    const boughtElsewhere = await orderScenario(t);
    const asBuyer = await createVendorWithToken(t);
    const purchase = await createTestOrder(t, {
      buyer: { ...person, token: asBuyer.token, row: { ...person.row, id: asBuyer.vendor.userId } },
      vendor: boughtElsewhere.vendor,
      lines: [{ product: boughtElsewhere.product, quantity: 1 }],
    });
    expect((await open({ token: asBuyer.token }, 'order', purchase.id)).status).toBe(201);
    expect((await mine({ token: asBuyer.token }, 'area=vendor')).body.docs).toEqual([]);
    expect((await mine({ token: asBuyer.token })).body.docs).toHaveLength(1);
    const unreadNow = await mine(person, 'unread=true&section=shop');
    expect(unreadNow.body.docs.map((d: { unreadCount: number }) => d.unreadCount)).toEqual([1]);
  });
});
