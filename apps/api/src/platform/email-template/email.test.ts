import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, createUser, type TestApp, uniqueIp } from '../../../test/helper.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';
import {
  addToCart,
  checkOut,
  createPlace,
  saveAddress,
} from '../../sections/shop/checkout/test-factories.ts';
import { createVendorWithToken } from '../../sections/shop/order/test-factories.ts';
import { createCategory, createProduct } from '../../sections/shop/product/test-factories.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The retry loop is left to the tests (retryDue), so nothing runs behind their backs. A database of
  // its own: a retry round sends every due row, and on a shared PostgreSQL database the other suites'
  // unsent rows (written without SMTP) would fill the round before this suite's.
  t = await buildIsolatedTestApp({ smtpUrl: smtp.url, outboxPollMs: 3_600_000 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.state.failing = false;
});

async function outboxFor(to: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
}

describe('email through SMTP and the templates', () => {
  it('sends a password reset with the subject a super admin wrote and the placeholders filled', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    const saved = await call(t, {
      method: 'PUT',
      url: '/api/admin/email-templates/password-reset',
      token: superAdmin.token,
      payload: {
        subject: 'Reset code for {{name}} at {{siteName}}',
        body: 'Hi {{name}}, use {{code}} within {{minutes}} minutes.',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.isCustomised).toBe(true);

    const user = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: uniqueIp(),
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Reset code for Test Person at Bazaar');
    expect(mail.body).toMatch(/^Hi Test Person, use \d{6} within 15 minutes\.$/);
    const [row] = await outboxFor(user.email);
    expect(row?.sentAt).not.toBeNull();
    expect(row?.templateKey).toBe('password-reset');
    // Back to the default wording: other test files on a shared PostgreSQL read reset emails too.
    await call(t, {
      method: 'DELETE',
      url: '/api/admin/email-templates/password-reset',
      token: superAdmin.token,
    });
  });

  it('sends an admin’s reply to a contact message through the contact-reply template', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const email = `visitor-${Date.now()}@example.test`;
    const sent = await call(t, {
      method: 'POST',
      url: '/api/contact',
      remoteAddress: uniqueIp(),
      payload: {
        name: 'Maya Gurung',
        email,
        subject: 'Delivery to Pokhara',
        message: 'Do you deliver to Pokhara?',
      },
    });
    expect(sent.status).toBe(200);
    const list = await call(t, { method: 'GET', url: '/api/admin/messages?search=Maya', token: admin.token });
    const id = list.body.docs[0]._id;
    const reply = await call(t, {
      method: 'POST',
      url: `/api/admin/messages/${id}/reply`,
      token: admin.token,
      payload: { body: 'Yes, within 3 to 5 days.' },
    });
    expect(reply.status).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Re: Delivery to Pokhara');
    expect(mail.body).toContain('Hello Maya Gurung,');
    expect(mail.body).toContain('Yes, within 3 to 5 days.');
    expect(mail.body).toContain('— Test Person, Bazaar');
    expect(mail.body).toContain('Do you deliver to Pokhara?');
  });

  it('sends the buyer an "Order placed" email once the checkout commits, one per store order', async () => {
    const place = await createPlace(t);
    const { vendor } = await createVendorWithToken(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id, stock: 5 });
    const buyer = await createUser(t);
    const addressId = await saveAddress(t, buyer, place.municipalityId);
    await addToCart(t, buyer, product.id, 2);

    const res = await checkOut(t, buyer, { addressId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = res.body.orders as { orderNumber: string }[];
    const mail = await smtp.waitFor(buyer.email);
    expect(mail.subject).toBe(`Your order ${order?.orderNumber} is placed`);
    expect(mail.body).toContain(order?.orderNumber);
    const rows = await outboxFor(buyer.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ templateKey: 'order-placed', attempts: 1, lastError: null });
    expect(rows[0]?.sentAt).not.toBeNull();
  });

  it("sends no shop email to a buyer who turned the shop's emails off: neither the order nor its moves", async () => {
    const place = await createPlace(t);
    const { vendor, token: vendorToken } = await createVendorWithToken(t);
    const category = await createCategory(t);
    const product = await createProduct(t, { vendorId: vendor.id, categoryId: category.id, stock: 5 });
    const buyer = await createUser(t);
    const off = await call(t, {
      method: 'PUT',
      url: '/api/notification/choices',
      token: buyer.token,
      payload: { shop: { email: false } },
    });
    expect(off.status).toBe(200);
    const addressId = await saveAddress(t, buyer, place.municipalityId);
    await addToCart(t, buyer, product.id, 1);
    const res = await checkOut(t, buyer, { addressId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = res.body.orders as { _id: string }[];
    const moved = await call(t, {
      method: 'PUT',
      url: `/api/vendor/orders/${order?._id}/status`,
      token: vendorToken,
      payload: { status: 'Confirmed' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The account's emails still reach them (they cannot be turned off), and are the only ones.
    await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: buyer.email },
      remoteAddress: uniqueIp(),
    });
    const mail = await smtp.waitFor(buyer.email);
    expect(mail.subject).toMatch(/reset/i);
    expect(smtp.received.filter((m) => m.to === buyer.email)).toHaveLength(1);
    expect((await outboxFor(buyer.email)).map((r) => r.templateKey)).toEqual(['password-reset']);
  });

  it('keeps a message the server refused, with its error, and a later retry sends it once', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    const to = `retry-${Date.now()}@example.test`;
    smtp.state.failing = true;
    const res = await call(t, {
      method: 'POST',
      url: '/api/admin/email-templates/test/test',
      token: superAdmin.token,
      payload: { to },
    });
    expect(res.status).toBe(200);
    let [row] = await outboxFor(to);
    for (let i = 0; i < 100 && !row?.lastError; i++) {
      await new Promise((r) => setTimeout(r, 50));
      [row] = await outboxFor(to);
    }
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('Mailbox busy');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(smtp.received.some((m) => m.to === to)).toBe(false);

    // Not due yet: a retry round leaves it alone.
    await t.app.deps.mailer.retryDue();
    expect(smtp.received.some((m) => m.to === to)).toBe(false);

    // The backoff has passed and the server is back: two instances' rounds at once send it once.
    smtp.state.failing = false;
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, row!.id));
    await Promise.all([t.app.deps.mailer.retryDue(), t.app.deps.mailer.retryDue()]);
    expect(smtp.received.filter((m) => m.to === to)).toHaveLength(1);
    [row] = await outboxFor(to);
    expect(row?.sentAt).not.toBeNull();
    expect(row?.lastError).toBeNull();
    expect(row?.attempts).toBe(2);
    expect(smtp.received.find((m) => m.to === to)?.subject).toBe('[Test] Bazaar test email');

    const outbox = await call(t, {
      method: 'GET',
      url: `/api/admin/email-templates/outbox?search=${to}`,
      token: superAdmin.token,
    });
    expect(outbox.body.docs[0]).toMatchObject({ to, status: 'sent', attempts: 2 });
  });
});

describe('email templates', () => {
  it('refuses unknown placeholders naming the field, and other roles', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const url = '/api/admin/email-templates/contact-reply';
    const bad = await call(t, {
      method: 'PUT',
      url,
      token: superAdmin.token,
      payload: { subject: 'Re: {{subject}}', body: 'Hello {{nmae}}' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'body', message: 'Unknown placeholder {{nmae}}' }]);
    const empty = await call(t, {
      method: 'PUT',
      url,
      token: superAdmin.token,
      payload: { subject: '', body: 'x' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].path).toBe('subject');
    const unknownKey = await call(t, {
      method: 'PUT',
      url: '/api/admin/email-templates/nope',
      token: superAdmin.token,
      payload: { subject: 'a', body: 'b' },
    });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.errors[0].path).toBe('key');
    const byAdmin = await call(t, {
      method: 'PUT',
      url,
      token: admin.token,
      payload: { subject: 'a', body: 'b' },
    });
    expect(byAdmin.status).toBe(403);
    expect(
      (await call(t, { method: 'GET', url: '/api/admin/email-templates', token: admin.token })).status,
    ).toBe(403);

    const list = await call(t, { method: 'GET', url: '/api/admin/email-templates', token: superAdmin.token });
    const reply = list.body.docs.find((d: { key: string }) => d.key === 'contact-reply');
    expect(reply).toMatchObject({ subject: 'Re: {{subject}}', isCustomised: false });
    expect(Object.keys(reply.placeholders)).toContain('reply');
  });

  it('restores the default wording', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    // The test template: no other test file reads what it sends.
    const url = '/api/admin/email-templates/test';
    const saved = await call(t, {
      method: 'PUT',
      url,
      token: superAdmin.token,
      payload: { subject: 'Now {{name}}', body: 'x' },
    });
    expect(saved.body.data).toMatchObject({ subject: 'Now {{name}}', isCustomised: true });
    const reset = await call(t, { method: 'DELETE', url, token: superAdmin.token });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ subject: '{{siteName}} test email', isCustomised: false });
  });
});

describe('without SMTP', () => {
  it('keeps every email in the outbox, unsent, for admins to read', async () => {
    const local = await buildIsolatedTestApp();
    try {
      const superAdmin = await createUser(local, { roles: ['SuperAdmin', 'Admin', 'User'] });
      const res = await call(local, {
        method: 'POST',
        url: '/api/admin/email-templates/password-reset/test',
        token: superAdmin.token,
        payload: { to: 'someone@example.test' },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain('outbox');
      const [row] = await local.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, 'someone@example.test'));
      expect(row).toMatchObject({
        subject: '[Test] Your Bazaar password reset code',
        sentAt: null,
        attempts: 0,
      });
      expect(row?.body).toContain('Your password reset code is 482913.');
      expect(await local.app.deps.mailer.retryDue()).toBe(0);
    } finally {
      await local.close();
    }
  });
});
