import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsolatedTestApp,
  call,
  createUser,
  type TestApp,
  uniqueEmail,
  uniqueIp,
} from '../../../test/helper.ts';
import { applyFor, jobBody, jobScenario, postJob } from '../../sections/job/test-factories.ts';
import { completedScenario, postTask, taskBody } from '../../sections/task/test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the figures count everything in it.
  t = await buildIsolatedTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/dashboard', () => {
  it('counts new people, unread messages and the period’s buckets', async () => {
    // People who joined today (new accounts).
    const admin = await createUser(t, { roles: ['Admin', 'User'], newAccount: true });
    await createUser(t, { status: 'blocked', newAccount: true });
    for (let i = 0; i < 2; i++) {
      await call(t, {
        method: 'POST',
        url: '/api/contact',
        remoteAddress: uniqueIp(),
        payload: {
          name: 'Ram',
          email: uniqueEmail(),
          subject: 'Hello there',
          message: 'A question about an order.',
        },
      });
    }
    const res = await call(t, { method: 'GET', url: '/api/admin/dashboard?days=7', token: admin.token });
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.period).toMatchObject({ days: 7, bucket: 'day' });
    expect(d.series).toHaveLength(7);
    expect(d.series.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(d.series.at(-1).users).toBe(2);
    expect(d.users).toEqual({ new: 2, total: 2, blocked: 1 });
    expect(d.pending).toEqual({ vendorApplications: 0, unreadMessages: 2, lowRatedReviews: 0 });
    expect(d.orders).toMatchObject({ count: 0, sales: 0, delivered: 0 });
    expect(d.tasks).toEqual({ posted: 0, completed: 0, open: 0, assigned: 0 });
    expect(d.jobs).toEqual({ posted: 0, applications: 0, open: 0 });

    const year = await call(t, { method: 'GET', url: '/api/admin/dashboard?days=365', token: admin.token });
    expect(year.body.period.bucket).toBe('month');
    expect(year.body.series.length).toBeGreaterThanOrEqual(12);
    expect(year.body.series.reduce((n: number, b: { users: number }) => n + b.users, 0)).toBe(2);
  });

  it('counts tasks posted and completed in the period and those open now', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const figures = async () =>
      (await call(t, { method: 'GET', url: '/api/admin/dashboard?days=7', token: admin.token })).body.tasks;
    const before = await figures();
    const s = await completedScenario(t);
    await postTask(t, s.poster, taskBody(s.category.id, s.places.town));
    expect(await figures()).toEqual({
      posted: before.posted + 2,
      completed: before.completed + 1,
      open: before.open + 1,
      assigned: before.assigned,
    });
  });

  it('counts jobs posted and applications sent in the period and the jobs open now', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const figures = async () =>
      (await call(t, { method: 'GET', url: '/api/admin/dashboard?days=7', token: admin.token })).body.jobs;
    const before = await figures();
    const s = await jobScenario(t);
    await applyFor(t, s.applicant, s.jobId);
    await call(t, {
      method: 'PUT',
      url: `/api/vendor/job/jobs/${s.jobId}/status`,
      token: s.employer.token,
      payload: { status: 'Closed' },
    });
    await postJob(t, s.employer.token, jobBody(s.category.id, s.places.town));
    expect(await figures()).toEqual({
      posted: before.posted + 2,
      applications: before.applications + 1,
      open: before.open + 1,
    });
  });

  it('refuses a period it does not offer (400 on days) and anyone below Admin', async () => {
    const admin = await createUser(t, { roles: ['Admin', 'User'] });
    const bad = await call(t, { method: 'GET', url: '/api/admin/dashboard?days=12', token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('days');
    const vendor = await createUser(t, { roles: ['Vendor', 'User'] });
    expect((await call(t, { method: 'GET', url: '/api/admin/dashboard', token: vendor.token })).status).toBe(
      403,
    );
    expect((await call(t, { method: 'GET', url: '/api/admin/dashboard' })).status).toBe(401);
  });
});
