import { CONTACT_MESSAGES_PER_ADDRESS, CONTACT_MESSAGES_PER_EMAIL } from '@bazaar/shared/message';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsolatedTestApp,
  call,
  createUser,
  type TestApp,
  uniqueEmail,
  uniqueIp,
} from '../../../test/helper.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';
import { contactMessageReplies, contactMessages } from '../../db/schema/messages.ts';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the unread count is the whole inbox's.
  t = await buildIsolatedTestApp();
});
afterAll(async () => {
  await t.close();
});

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Maya Gurung',
  email: uniqueEmail('visitor'),
  subject: 'A question about delivery',
  message: 'Do you deliver to Pokhara and how long does it take?',
  ...over,
});

const send = (payload: object, ip = uniqueIp()) =>
  call(t, { method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('keeps the message, unread, for the admins', async () => {
    const payload = form();
    const res = await send(payload);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Thank you/);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, payload.email));
    expect(row).toMatchObject({
      name: 'Maya Gurung',
      subject: payload.subject,
      isRead: false,
      isArchived: false,
    });
  });

  it('answers 400 naming each bad field, and keeps nothing', async () => {
    const email = uniqueEmail('bad');
    for (const [field, value] of [
      ['name', ''],
      ['email', 'not-an-email'],
      ['subject', 'hi'],
      ['message', 'short'],
      ['subject', 'two\nlines'],
    ] as const) {
      const res = await send(form({ email: field === 'email' ? value : email, [field]: value }));
      expect(res.status, field).toBe(400);
      expect(res.body.errors[0].path).toBe(field);
    }
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(0);
  });

  it(`takes ${CONTACT_MESSAGES_PER_ADDRESS} messages an hour from one address, then 429`, async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: CONTACT_MESSAGES_PER_ADDRESS + 3 }, () => send(form(), ip)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CONTACT_MESSAGES_PER_ADDRESS);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.message).toMatch(/Try again in \d+ minutes?/);
    // Another address is not held back.
    expect((await send(form())).status).toBe(200);
  });

  it(`takes ${CONTACT_MESSAGES_PER_EMAIL} messages an hour from one sender email, from any address`, async () => {
    const email = uniqueEmail('sender');
    for (let i = 0; i < CONTACT_MESSAGES_PER_EMAIL; i++)
      expect((await send(form({ email }))).status).toBe(200);
    expect((await send(form({ email }))).status).toBe(429);
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(CONTACT_MESSAGES_PER_EMAIL);
  });
});

describe('/api/admin/messages', () => {
  it('lists unread first, marks read and unread, archives, and counts the unread', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const tag = `inbox${Date.now()}`;
    for (const n of [1, 2, 3]) await send(form({ subject: `${tag} number ${n}` }));
    const list = async (folder = 'inbox') =>
      (
        await call(t, {
          method: 'GET',
          url: `/api/admin/messages?search=${tag}&folder=${folder}`,
          token: admin.token,
        })
      ).body;
    const first = await list();
    expect(first.docs.map((d: { subject: string }) => d.subject)).toEqual([
      `${tag} number 3`,
      `${tag} number 2`,
      `${tag} number 1`,
    ]);
    const oldest = first.docs[2]._id;
    const before = (
      await call(t, { method: 'GET', url: '/api/admin/messages/unread-count', token: admin.token })
    ).body.count;

    const read = await call(t, {
      method: 'PUT',
      url: `/api/admin/messages/${first.docs[0]._id}/read`,
      token: admin.token,
      payload: { isRead: true },
    });
    expect(read.status).toBe(200);
    expect(read.body.data.isRead).toBe(true);
    // The read one goes below the unread ones.
    expect((await list()).docs.map((d: { subject: string }) => d.subject)).toEqual([
      `${tag} number 2`,
      `${tag} number 1`,
      `${tag} number 3`,
    ]);
    expect((await list('unread')).docs).toHaveLength(2);
    const after = (
      await call(t, { method: 'GET', url: '/api/admin/messages/unread-count', token: admin.token })
    ).body.count;
    expect(after).toBe(before - 1);

    const unread = await call(t, {
      method: 'PUT',
      url: `/api/admin/messages/${first.docs[0]._id}/read`,
      token: admin.token,
      payload: { isRead: false },
    });
    expect(unread.body.data.isRead).toBe(false);

    const archived = await call(t, {
      method: 'PUT',
      url: `/api/admin/messages/${oldest}/archive`,
      token: admin.token,
      payload: { isArchived: true },
    });
    expect(archived.status).toBe(200);
    expect((await list()).docs).toHaveLength(2);
    expect((await list('archived')).docs.map((d: { _id: string }) => d._id)).toEqual([oldest]);
  });

  it('replies by email through the template, keeps the reply and marks the message read', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const payload = form({ subject: 'Where is my parcel' });
    await send(payload);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, payload.email));
    const res = await call(t, {
      method: 'POST',
      url: `/api/admin/messages/${row!.id}/reply`,
      token: admin.token,
      payload: { body: 'It left Kathmandu this morning.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Reply sent to ${payload.email}`);
    expect(res.body.data).toMatchObject({ isRead: true });
    expect(res.body.data.replies).toEqual([
      expect.objectContaining({ body: 'It left Kathmandu this morning.', adminName: 'Test Person' }),
    ]);
    expect(res.body.data.repliedAt).not.toBeNull();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, payload.email));
    expect(mail).toMatchObject({ templateKey: 'contact-reply', subject: 'Re: Where is my parcel' });
    expect(mail?.body).toContain('It left Kathmandu this morning.');

    const detail = await call(t, {
      method: 'GET',
      url: `/api/admin/messages/${row!.id}`,
      token: admin.token,
    });
    expect(detail.body.replies).toHaveLength(1);
  });

  it('refuses a bad reply (400 on body) and an unknown message (404), changing nothing', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const payload = form();
    await send(payload);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, payload.email));
    const bad = await call(t, {
      method: 'POST',
      url: `/api/admin/messages/${row!.id}/reply`,
      token: admin.token,
      payload: { body: ' ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('body');
    expect(
      await t.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, row!.id)),
    ).toEqual([]);
    const badRead = await call(t, {
      method: 'PUT',
      url: `/api/admin/messages/${row!.id}/read`,
      token: admin.token,
      payload: { isRead: 'yes' },
    });
    expect(badRead.status).toBe(400);
    expect(badRead.body.errors[0].path).toBe('isRead');
    const missing = await call(t, {
      method: 'PUT',
      url: '/api/admin/messages/0197aaaa-0000-7000-8000-000000000000/archive',
      token: admin.token,
      payload: { isArchived: true },
    });
    expect(missing.status).toBe(404);
  });

  it('is closed to users (403), vendors (403) and strangers (401)', async () => {
    const user = await createUser(t);
    const vendor = await createUser(t, { roles: ['Vendor', 'User'] });
    for (const token of [user.token, vendor.token]) {
      expect((await call(t, { method: 'GET', url: '/api/admin/messages', token })).status).toBe(403);
      expect((await call(t, { method: 'GET', url: '/api/admin/messages/unread-count', token })).status).toBe(
        403,
      );
    }
    expect((await call(t, { method: 'GET', url: '/api/admin/messages' })).status).toBe(401);
  });
});
