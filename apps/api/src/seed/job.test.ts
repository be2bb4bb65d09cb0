import { join } from 'node:path';
import { JOB_APPLICATION_STATUSES } from '@bazaar/shared/job';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsolatedTestApp, call, type TestApp } from '../../test/helper.ts';
import { jobApplications, jobs } from '../db/schema/jobs.ts';
import { notifications } from '../db/schema/notifications.ts';
import { vendors } from '../db/schema/shop.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_USER_EMAIL, DEMO_VENDOR_EMAIL } from './buyers.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';
import { type JobSeedResult, seedJobData } from './job.ts';
import { withSeedLock } from './lock.ts';
import { seedOrderData } from './orders.ts';
import { seedShopData } from './shop.ts';

let t: TestApp;
let first: JobSeedResult;
let opts: { uploadsDir: string; privateUploadsDir: string };

async function idOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
async function login(email: string) {
  const res = await call(t, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return res.body.accessToken as string;
}

beforeAll(async () => {
  // A database of its own: the seed writes once per database, and on a shared PostgreSQL database
  // other suites' jobs would read as an earlier run.
  t = await buildIsolatedTestApp();
  opts = {
    uploadsDir: join(t.config.dataDir, 'uploads'),
    privateUploadsDir: join(t.config.dataDir, 'private'),
  };
  await seedDemoData(t.db);
  await seedShopData(t.db, { uploadsDir: opts.uploadsDir });
  await seedOrderData(t.db);
  // Inside the seed lock, as the API's start runs it: the jobs are created through the API's own
  // service, whose listing events wait for that transaction's commit.
  first = await withSeedLock(t.db, (db) => seedJobData(db, opts));
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('job demo data', () => {
  it('posts 40 jobs with applications, and a second run adds nothing', async () => {
    expect(first).toMatchObject({ categories: 8, jobs: 40 });
    expect(first.applications).toBeGreaterThan(60);
    expect(await seedJobData(t.db, opts)).toEqual({ categories: 0, jobs: 0, applications: 0 });
  });

  it('gives the demo vendor jobs in every state and the demo user applications in every status', async () => {
    const [store] = await t.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.userId, await idOf(DEMO_VENDOR_EMAIL)));
    const own = await t.db.select().from(jobs).where(eq(jobs.vendorId, store!.id));
    expect(new Set(own.map((j) => j.closedBy ?? j.status))).toEqual(
      new Set(['Open', 'Vendor', 'System', 'Admin']),
    );
    expect(own.some((j) => j.isHidden)).toBe(true);
    const received = await t.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(
        inArray(
          jobApplications.jobId,
          own.map((j) => j.id),
        ),
      );
    expect(new Set(received.map((a) => a.status))).toEqual(new Set(JOB_APPLICATION_STATUSES));

    const userId = await idOf(DEMO_USER_EMAIL);
    const mine = await t.db.select().from(jobApplications).where(eq(jobApplications.applicantId, userId));
    expect(mine.map((a) => a.status).sort()).toEqual([...JOB_APPLICATION_STATUSES].sort());
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, 'job')));
    expect(notes.length).toBeGreaterThan(0);
  });

  it('reads back through the API: the public list, the user’s list and the vendor’s CV download', async () => {
    const list = await call(t, { method: 'GET', url: '/api/job/list?limit=100' });
    expect(list.body.pagination.total).toBeGreaterThanOrEqual(30);
    expect(list.body.docs.every((j: { status: string }) => j.status === 'Open')).toBe(true);

    const applied = await call(t, {
      method: 'GET',
      url: '/api/job/user/applied',
      token: await login(DEMO_USER_EMAIL),
    });
    expect(applied.body.counts.type.all).toBe(JOB_APPLICATION_STATUSES.length);

    const vendorToken = await login(DEMO_VENDOR_EMAIL);
    const received = await call(t, {
      method: 'GET',
      url: '/api/vendor/job/applications',
      token: vendorToken,
    });
    const first = received.body.docs[0];
    const cv = await call(t, {
      method: 'GET',
      url: `/api/vendor/job/applications/${first._id}/cv`,
      token: vendorToken,
    });
    expect(cv.status).toBe(200);
    expect(String(cv.body).startsWith('%PDF-')).toBe(true);
  });
});
