import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { applyFor, jobScenario } from '../../sections/job/test-factories.ts';
import { createPlaces, postListing, rentBody, sendInquiry } from '../../sections/rent/test-factories.ts';
import { makeOffer, taskScenario } from '../../sections/task/test-factories.ts';
import { createTestThread } from '../thread/test-factories.ts';
import { emailUnreadMessages, UNREAD_EMAIL_AFTER_MS } from '../thread/unread-email.ts';
import { unsubscribeToken } from './unsubscribe.ts';

// Emails for every section's events (decision 050): sent through a real SMTP server, obeying the
// person's choices, each with a one-click unsubscribe that turns that topic's emails off.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // A database of its own: the unread-message sweep takes every due message of the database.
  t = await buildIsolatedTestApp({
    smtpUrl: smtp.url,
    outboxPollMs: 3_600_000,
    unreadEmailSweepMs: 3_600_000,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function outboxOf(to: string, templateKey: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.templateKey, templateKey)));
}

async function turnOff(user: TestUser, topic: string) {
  const res = await call(t, {
    method: 'PUT',
    url: '/api/notification/choices',
    token: user.token,
    payload: { [topic]: { email: false } },
  });
  expect(res.status).toBe(200);
}

/** The one-click address of a received email's `List-Unsubscribe`, as a path and query for inject. */
function oneClickOf(header: string | undefined): string {
  const match = /<(https?:\/\/[^>]+)>/.exec(header ?? '');
  expect(match, `List-Unsubscribe: ${header}`).not.toBeNull();
  const url = new URL(match![1]!);
  return `${url.pathname}${url.search}`;
}

describe('emails for every section', () => {
  it('a new offer on my task: the poster gets the email with the offer and a one-click unsubscribe', async () => {
    const s = await taskScenario(t);
    await makeOffer(t, s.tasker, s.taskId, 450_000);
    const mail = await smtp.waitFor(s.poster.email);
    expect(mail.subject).toBe('New offer on "Assemble a flat-pack wardrobe"');
    expect(mail.body).toContain(`Hello ${s.poster.row.fullName},`);
    expect(mail.body).toContain(`${s.tasker.row.fullName} offered Rs. 4,500 for your task`);
    expect(mail.body).toMatch(/Stop these emails: http:\/\/[^\s]+\/unsubscribe\?token=/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClickOf(mail.headers['list-unsubscribe'])).toMatch(/^\/api\/notification\/unsubscribe\?token=/);
    // The tasker, who made the offer, is not emailed about it.
    expect(await outboxOf(s.tasker.email, 'task-offer-received')).toEqual([]);
  });

  it('my offer accepted: the tasker gets the email; none when they turned Task emails off', async () => {
    const s = await taskScenario(t);
    const offerId = await makeOffer(t, s.tasker, s.taskId, 300_000);
    const accepted = await call(t, {
      method: 'PUT',
      url: `/api/task/offers/${offerId}/accept`,
      token: s.poster.token,
    });
    expect(accepted.status).toBe(200);
    const mail = await smtp.waitFor(s.tasker.email);
    expect(mail.subject).toBe('Your offer for "Assemble a flat-pack wardrobe" was accepted');
    expect(mail.body).toContain('Your offer of Rs. 3,000');

    const quiet = await taskScenario(t);
    await turnOff(quiet.poster, 'task');
    await makeOffer(t, quiet.tasker, quiet.taskId);
    // The bell still has it; the outbox has nothing for the poster.
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, quiet.poster.row.id));
    expect(bell.map((n) => n.title)).toContain('New offer on your task');
    expect(await outboxOf(quiet.poster.email, 'task-offer-received')).toEqual([]);
  });

  it("my job application's status changed: the applicant gets the email with the new status", async () => {
    const s = await jobScenario(t);
    const id = await applyFor(t, s.applicant, s.jobId);
    const moved = await call(t, {
      method: 'PUT',
      url: `/api/vendor/job/applications/${id}/status`,
      token: s.employer.token,
      payload: { status: 'Shortlisted' },
    });
    expect(moved.status).toBe(200);
    const mail = await smtp.waitFor(s.applicant.email);
    expect(mail.subject).toMatch(/^Your application for ".+": Shortlisted$/);
    expect(mail.body).toContain('is shortlisted.');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a new inquiry on my rental: the owner gets the email with the question', async () => {
    const [owner, sender] = await Promise.all([createUser(t), createUser(t)]);
    const places = await createPlaces(t);
    const listingId = await postListing(t, owner, rentBody(places.town));
    await sendInquiry(t, sender, listingId);
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe('New inquiry about "Sunny two-room flat near the ring road"');
    expect(mail.body).toContain(`${sender.row.fullName} asked about`);
    expect(mail.body).toContain('Is it still free? I would like to see it.');
  });
});

describe('the templates of the section emails', () => {
  it('are listed for the super admin to edit, and an edit is what the next email says', async () => {
    const superAdmin = await createUser(t, { roles: ['SuperAdmin', 'Admin', 'User'] });
    const list = await call(t, { method: 'GET', url: '/api/admin/email-templates', token: superAdmin.token });
    const keys = list.body.docs.map((d: { key: string }) => d.key);
    for (const key of [
      'task-offer-received',
      'task-offer-accepted',
      'job-application-status',
      'rent-inquiry-received',
      'message-unread',
    ]) {
      expect(keys).toContain(key);
    }
    const saved = await call(t, {
      method: 'PUT',
      url: '/api/admin/email-templates/rent-inquiry-received',
      token: superAdmin.token,
      payload: {
        subject: 'Someone wants {{listingTitle}}',
        body: 'Hi {{name}}, {{senderName}} asked. {{link}}',
      },
    });
    expect(saved.status).toBe(200);
    try {
      const [owner, sender] = await Promise.all([createUser(t), createUser(t)]);
      const places = await createPlaces(t);
      await sendInquiry(t, sender, await postListing(t, owner, rentBody(places.town)));
      const mail = await smtp.waitFor(owner.email);
      expect(mail.subject).toBe('Someone wants Sunny two-room flat near the ring road');
      expect(mail.body).toContain(`Hi ${owner.row.fullName}, ${sender.row.fullName} asked.`);
      expect(mail.body).toContain('Stop these emails:');
    } finally {
      await call(t, {
        method: 'DELETE',
        url: '/api/admin/email-templates/rent-inquiry-received',
        token: superAdmin.token,
      });
    }
  });
});

describe('one-click unsubscribe', () => {
  it('the POST of the email header turns that topic × email off, and the next offer sends none', async () => {
    const s = await taskScenario(t);
    await makeOffer(t, s.tasker, s.taskId);
    const mail = await smtp.waitFor(s.poster.email);
    const url = oneClickOf(mail.headers['list-unsubscribe']);

    // GET shows what it would turn off and changes nothing.
    const shown = await call(t, { method: 'GET', url });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ topic: 'task', label: 'Task', isOn: true });
    expect(shown.body.data.email).toMatch(/^.\*\*\*@/);

    // What a mail client sends (RFC 8058): a form body, no sign-in.
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const choices = await call(t, { method: 'GET', url: '/api/notification/choices', token: s.poster.token });
    expect(choices.body.data.task).toEqual({ inApp: true, email: false, push: true });
    expect(choices.body.data.shop.email).toBe(true);

    const other = await createUser(t);
    await makeOffer(t, other, s.taskId, 180_000);
    expect(await outboxOf(s.poster.email, 'task-offer-received')).toHaveLength(1);
  });

  it('a tampered or malformed token is a 400 naming the token, and nothing changes', async () => {
    const user = await createUser(t);
    const good = unsubscribeToken(t.app.deps.jwtSecret, user.row.id, 'job');
    const otherTopic = good.replace('.job.', '.rent.');
    const forged = unsubscribeToken('not the secret', user.row.id, 'job');
    const locked = unsubscribeToken(t.app.deps.jwtSecret, user.row.id, 'account');
    for (const token of [otherTopic, forged, locked, 'abc', `${good}x`]) {
      const res = await call(t, {
        method: 'POST',
        url: `/api/notification/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.status, token).toBe(400);
      expect(res.body.errors[0].path).toBe('token');
      expect(res.body.message).toContain('not valid');
    }
    const missing = await call(t, { method: 'POST', url: '/api/notification/unsubscribe' });
    expect(missing.status).toBe(400);
    const choices = await call(t, { method: 'GET', url: '/api/notification/choices', token: user.token });
    expect(choices.body.data.job.email).toBe(true);
    expect(choices.body.data.rent.email).toBe(true);
  });

  it('account emails (a password reset) carry no unsubscribe', async () => {
    const user = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: '203.0.113.77',
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(user.email);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.body).not.toContain('unsubscribe');
  });
});

describe('the unread-message email', () => {
  it('is sent once to the reader who has not read the message, and not to one who has', async () => {
    const thread = await createTestThread(t, { title: 'Fix the kitchen tap' });
    const [poster, tasker] = thread.people as [TestUser, TestUser];
    const sent = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: poster.token,
      payload: { body: 'Can you come on Saturday at nine?' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    // Not yet due: nothing is taken.
    await emailUnreadMessages(t.app.deps);
    expect(await outboxOf(tasker.email, 'message-unread')).toEqual([]);

    const later = new Date(Date.now() + UNREAD_EMAIL_AFTER_MS + 1000);
    // Two sweeps (two instances, or one after the other): one email.
    await Promise.all([emailUnreadMessages(t.app.deps, later), emailUnreadMessages(t.app.deps, later)]);
    await emailUnreadMessages(t.app.deps, later);
    const mail = await smtp.waitFor(tasker.email);
    expect(mail.subject).toBe(`New message from ${poster.row.fullName}`);
    expect(mail.body).toContain('wrote in "Fix the kitchen tap":');
    expect(mail.body).toContain('Can you come on Saturday at nine?');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await outboxOf(tasker.email, 'message-unread')).toHaveLength(1);
    // The sender is not told of their own message.
    expect(await outboxOf(poster.email, 'message-unread')).toEqual([]);

    // A reply the poster reads before the sweep: no email.
    const reply = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: tasker.token,
      payload: { body: 'Yes, Saturday works.' },
    });
    expect(reply.status).toBe(201);
    const read = await call(t, { method: 'PUT', url: `/api/thread/${thread.id}/read`, token: poster.token });
    expect(read.status).toBe(200);
    await emailUnreadMessages(t.app.deps, new Date(Date.now() + UNREAD_EMAIL_AFTER_MS + 1000));
    expect(await outboxOf(poster.email, 'message-unread')).toEqual([]);
  });

  it('is not sent to someone who turned Messages emails off', async () => {
    const thread = await createTestThread(t);
    const [poster, tasker] = thread.people as [TestUser, TestUser];
    await turnOff(tasker, 'messages');
    const sent = await call(t, {
      method: 'POST',
      url: `/api/thread/${thread.id}/messages`,
      token: poster.token,
      payload: { body: 'Are you still coming?' },
    });
    expect(sent.status).toBe(201);
    await emailUnreadMessages(t.app.deps, new Date(Date.now() + UNREAD_EMAIL_AFTER_MS + 1000));
    expect(await outboxOf(tasker.email, 'message-unread')).toEqual([]);
  });
});
