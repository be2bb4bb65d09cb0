import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createUser,
  type TestApp,
  type TestUser,
  uniqueWord,
} from '../../../test/helper.ts';
import { pngOf, uploadTestDocument } from '../../../test/uploads.ts';
import { jobApplications, jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { categories } from '../../db/schema/shop.ts';
import { newId } from '../../lib/ids.ts';
import { createTaskCategory } from '../task/test-factories.ts';
import { sweepExpiredJobs } from './service.ts';
import {
  applicationRow,
  applyFor,
  COVER_LETTER,
  createEmployer,
  createJobCategory,
  createPlaces,
  dayFromToday,
  jobBody,
  jobRow,
  jobScenario,
  postJob,
} from './test-factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { roles: ['User', 'Admin'] });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => call(t, { method: 'GET', url, ...(token ? { token } : {}) });
const put = (url: string, token: string, payload?: object) =>
  call(t, { method: 'PUT', url, token, ...(payload ? { payload } : {}) });
const post = (url: string, token: string, payload: object) =>
  call(t, { method: 'POST', url, token, payload });

async function notificationsOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('posting jobs (vendor)', () => {
  it('posts an Open job the public list and page show, with its employer and place', async () => {
    const s = await jobScenario(t);
    const row = await jobRow(t, s.jobId);
    expect(row).toMatchObject({
      status: 'Open',
      vendorId: s.employer.vendor.id,
      skillsText: 'React TypeScript',
    });
    expect(row.placePath).toEqual([s.places.town, s.places.district, s.places.state]);

    const page = await get(`/api/job/${s.jobId}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      title: 'Frontend developer (React)',
      status: 'Open',
      employer: { _id: s.employer.vendor.id, storeName: s.employer.vendor.storeName },
      salary: { min: 6_000_000, max: 9_000_000, isNegotiable: false },
      place: { _id: s.places.town },
    });
    expect(page.body.data.place.label).toContain(`District ${s.places.suffix}`);

    const list = await get(`/api/job/list?category=${s.category.slug}`);
    expect(list.body.docs.map((d: { _id: string }) => d._id)).toEqual([s.jobId]);
    const inDistrict = await get(`/api/job/list?place=${s.places.district}&category=${s.category.slug}`);
    expect(inDistrict.body.pagination.total).toBe(1);
    const elsewhere = await get(`/api/job/list?place=${s.places.village}&category=${s.category.slug}`);
    expect(elsewhere.body.pagination.total).toBe(0);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const { token, vendor } = await createEmployer(t);
    const category = await createJobCategory(t);
    const places = await createPlaces(t);
    const cases: [object, string][] = [
      [{ title: 'Dev' }, 'title'],
      [{ placeId: null }, 'placeId'],
      [{ salaryMin: null }, 'salaryMin'],
      [{ salaryMin: 9_000_000, salaryMax: 100 }, 'salaryMax'],
      [{ deadline: dayFromToday(-1) }, 'deadline'],
      [{ deadline: dayFromToday(400) }, 'deadline'],
      [{ openings: 0 }, 'openings'],
      [{ isNegotiable: undefined }, 'isNegotiable'],
      [{ type: 'Freelance' }, 'type'],
      [{ skills: ['React', 'react'] }, 'skills.1'],
    ];
    for (const [override, field] of cases) {
      const res = await post('/api/vendor/job/jobs', token, {
        ...jobBody(category.id, places.town),
        ...override,
      });
      expect(res.status, field).toBe(400);
      expect(
        res.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    const taskCategory = await createUser(t); // not a category at all
    const wrong = await post('/api/vendor/job/jobs', token, jobBody(taskCategory.row.id, places.town));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].path).toBe('categoryId');
    // Another section's category, an inactive one and a place not on the tree are refused on their field.
    const ofTasks = await createTaskCategory(t);
    const inactive = await createJobCategory(t);
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, inactive.id));
    for (const categoryId of [ofTasks.id, inactive.id]) {
      const refused = await post('/api/vendor/job/jobs', token, jobBody(categoryId, places.town));
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({
        path: 'categoryId',
        message: 'Choose a job category from the list',
      });
    }
    const nowhere = await post('/api/vendor/job/jobs', token, jobBody(category.id, newId()));
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors[0]).toMatchObject({
      path: 'placeId',
      message: 'Choose a place from the list',
    });
    expect(await t.db.select().from(jobs).where(eq(jobs.vendorId, vendor.id))).toHaveLength(0);
  });

  it('takes a Remote job without a place and a negotiable salary without figures', async () => {
    const { token } = await createEmployer(t);
    const category = await createJobCategory(t);
    const id = await postJob(t, token, {
      ...jobBody(category.id, ''),
      type: 'Remote',
      placeId: null,
      isNegotiable: true,
      salaryMin: 5_000_000,
    });
    expect(await jobRow(t, id)).toMatchObject({
      placeId: null,
      salaryMin: null,
      salaryMax: null,
      isNegotiable: true,
    });
  });

  it('lets only the owning vendor edit, close and reopen a job; others get 403, users 403', async () => {
    const s = await jobScenario(t);
    const stranger = await createEmployer(t);
    const body = jobBody(s.category.id, s.places.town, { title: 'Senior frontend developer' });
    expect((await put(`/api/vendor/job/jobs/${s.jobId}`, stranger.token, body)).status).toBe(403);
    expect((await put(`/api/vendor/job/jobs/${s.jobId}`, s.applicant.token, body)).status).toBe(403);
    expect((await put(`/api/vendor/job/jobs/${s.jobId}`, s.employer.token, body)).status).toBe(200);
    expect((await jobRow(t, s.jobId)).title).toBe('Senior frontend developer');

    const close = await put(`/api/vendor/job/jobs/${s.jobId}/status`, s.employer.token, { status: 'Closed' });
    expect(close.status).toBe(200);
    expect(await jobRow(t, s.jobId)).toMatchObject({ status: 'Closed', closedBy: 'Vendor' });
    // Closed → Closed is no move: 409, nothing changed.
    const again = await put(`/api/vendor/job/jobs/${s.jobId}/status`, s.employer.token, { status: 'Closed' });
    expect(again.status).toBe(409);
    expect((await get(`/api/job/list?category=${s.category.slug}`)).body.pagination.total).toBe(0);

    const reopen = await put(`/api/vendor/job/jobs/${s.jobId}/status`, s.employer.token, { status: 'Open' });
    expect(reopen.status).toBe(200);
    expect(await jobRow(t, s.jobId)).toMatchObject({ status: 'Open', closedBy: null });
  });

  it('closes a job the day after its deadline; it cannot reopen until the deadline moves', async () => {
    const s = await jobScenario(t);
    await t.db
      .update(jobs)
      .set({ deadline: dayFromToday(-1) })
      .where(eq(jobs.id, s.jobId));
    // Before any sweep a reader already sees it Closed, and the list leaves it out.
    expect((await get(`/api/job/${s.jobId}`)).body.data.status).toBe('Closed');
    expect((await get(`/api/job/list?category=${s.category.slug}`)).body.pagination.total).toBe(0);
    await sweepExpiredJobs(t.app.deps, { force: true });
    expect(await jobRow(t, s.jobId)).toMatchObject({ status: 'Closed', closedBy: 'System' });

    const reopen = await put(`/api/vendor/job/jobs/${s.jobId}/status`, s.employer.token, { status: 'Open' });
    expect(reopen.status).toBe(422);
    expect((await jobRow(t, s.jobId)).status).toBe('Closed');

    const cv = await uploadTestDocument(t, s.applicant.token);
    const apply = await post(`/api/job/${s.jobId}/apply`, s.applicant.token, {
      coverLetter: COVER_LETTER,
      cv,
    });
    expect(apply.status).toBe(409);
  });
});

describe('applying', () => {
  it('stores one application, counts it and tells the vendor, whose notification opens the list', async () => {
    const s = await jobScenario(t);
    const id = await applyFor(t, s.applicant, s.jobId);
    expect(await applicationRow(t, id)).toMatchObject({ status: 'Applied', applicantId: s.applicant.row.id });
    expect((await jobRow(t, s.jobId)).applicationsCount).toBe(1);
    const [note] = await notificationsOf(s.employer.vendor.userId);
    expect(note).toMatchObject({ notificationType: 'job', title: 'New job application' });
    expect(note?.metaData).toMatchObject({
      route: '/vendor/job/applications?status=Applied',
      jobId: s.jobId,
    });

    const viewer = await get(`/api/job/${s.jobId}/me`, s.applicant.token);
    expect(viewer.body.data).toMatchObject({
      canApply: false,
      myApplication: { _id: id, status: 'Applied' },
    });
    const fresh = await get(`/api/job/${s.jobId}/me`, s.other.token);
    expect(fresh.body.data).toMatchObject({ canApply: true, myApplication: null });
  });

  it('settles two parallel applications by the same user with one row and a 409', async () => {
    const s = await jobScenario(t);
    const [cv1, cv2] = await Promise.all([
      uploadTestDocument(t, s.applicant.token),
      uploadTestDocument(t, s.applicant.token),
    ]);
    const results = await Promise.all(
      [cv1, cv2].map((cv) =>
        post(`/api/job/${s.jobId}/apply`, s.applicant.token, { coverLetter: COVER_LETTER, cv }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, s.jobId));
    expect(rows).toHaveLength(1);
    expect((await jobRow(t, s.jobId)).applicationsCount).toBe(1);
  });

  it('wants a PDF CV of the applicant’s own, a cover letter, and no application to one’s own job', async () => {
    const s = await jobScenario(t);
    const othersCv = await uploadTestDocument(t, s.other.token);
    const notMine = await post(`/api/job/${s.jobId}/apply`, s.applicant.token, {
      coverLetter: COVER_LETTER,
      cv: othersCv,
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors[0].path).toBe('cv');

    const photo = await uploadTestDocument(t, s.applicant.token, await pngOf());
    const notPdf = await post(`/api/job/${s.jobId}/apply`, s.applicant.token, {
      coverLetter: COVER_LETTER,
      cv: photo,
    });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.errors[0]).toMatchObject({ path: 'cv', message: 'Your CV must be a PDF' });

    const cv = await uploadTestDocument(t, s.applicant.token);
    const short = await post(`/api/job/${s.jobId}/apply`, s.applicant.token, { coverLetter: 'Hi', cv });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].path).toBe('coverLetter');

    const ownCv = await uploadTestDocument(t, s.employer.token);
    const own = await post(`/api/job/${s.jobId}/apply`, s.employer.token, {
      coverLetter: COVER_LETTER,
      cv: ownCv,
    });
    expect(own.status).toBe(403);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, s.jobId))).toHaveLength(
      0,
    );
  });
});

describe('moving applications', () => {
  it('walks Applied → Shortlisted → Interview → Hired, telling the applicant each time', async () => {
    const s = await jobScenario(t);
    const id = await applyFor(t, s.applicant, s.jobId);
    for (const status of ['Shortlisted', 'Interview', 'Hired'] as const) {
      const res = await put(`/api/vendor/job/applications/${id}/status`, s.employer.token, { status });
      expect(res.status, status).toBe(200);
      expect((await applicationRow(t, id)).status).toBe(status);
    }
    const notes = await notificationsOf(s.applicant.row.id);
    expect(notes.map((n) => (n.metaData as { route: string }).route).sort()).toEqual([
      '/user/job/applied?type=Hired',
      '/user/job/applied?type=Interview',
      '/user/job/applied?type=Shortlisted',
    ]);
    // Hired is final: neither side may move it.
    expect(
      (await put(`/api/vendor/job/applications/${id}/status`, s.employer.token, { status: 'Rejected' }))
        .status,
    ).toBe(409);
    expect((await put(`/api/job/applications/${id}/withdraw`, s.applicant.token)).status).toBe(409);
    expect((await applicationRow(t, id)).status).toBe('Hired');
  });

  it('refuses skipped steps with 409, other stores with 403, and strangers’ withdrawals with 403', async () => {
    const s = await jobScenario(t);
    const id = await applyFor(t, s.applicant, s.jobId);
    const skip = await put(`/api/vendor/job/applications/${id}/status`, s.employer.token, {
      status: 'Hired',
    });
    expect(skip.status).toBe(409);
    const stranger = await createEmployer(t);
    const foreign = await put(`/api/vendor/job/applications/${id}/status`, stranger.token, {
      status: 'Shortlisted',
    });
    expect(foreign.status).toBe(403);
    expect((await put(`/api/job/applications/${id}/withdraw`, s.other.token)).status).toBe(403);
    expect((await applicationRow(t, id)).status).toBe('Applied');
  });

  it('lets the applicant withdraw before a decision, and tells the vendor', async () => {
    const s = await jobScenario(t);
    const id = await applyFor(t, s.applicant, s.jobId);
    await put(`/api/vendor/job/applications/${id}/status`, s.employer.token, { status: 'Shortlisted' });
    const res = await put(`/api/job/applications/${id}/withdraw`, s.applicant.token);
    expect(res.status).toBe(200);
    expect((await applicationRow(t, id)).status).toBe('Withdrawn');
    const notes = await notificationsOf(s.employer.vendor.userId);
    expect(
      notes.some(
        (n) => (n.metaData as { route: string }).route === '/vendor/job/applications?status=Withdrawn',
      ),
    ).toBe(true);
    expect(
      (await put(`/api/vendor/job/applications/${id}/status`, s.employer.token, { status: 'Interview' }))
        .status,
    ).toBe(409);
  });

  it('serves the CV to the job’s vendor, the applicant and admins only', async () => {
    const s = await jobScenario(t);
    const id = await applyFor(t, s.applicant, s.jobId);
    const { cv } = await applicationRow(t, id);
    const fileId = cv.replace('private/', '');
    const vendorCv = await get(`/api/vendor/job/applications/${id}/cv`, s.employer.token);
    expect(vendorCv.status).toBe(200);
    expect(vendorCv.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/upload/private/${fileId}`, s.applicant.token)).status).toBe(200);
    expect((await get(`/api/upload/private/${fileId}`, admin.token)).status).toBe(200);
    expect((await get(`/api/upload/private/${fileId}`, s.other.token)).status).toBe(404);
    const stranger = await createEmployer(t);
    expect((await get(`/api/vendor/job/applications/${id}/cv`, stranger.token)).status).toBe(403);
  });

  it('lists each audience’s applications with counts per status', async () => {
    const s = await jobScenario(t);
    const a = await applyFor(t, s.applicant, s.jobId);
    await applyFor(t, s.other, s.jobId);
    await put(`/api/vendor/job/applications/${a}/status`, s.employer.token, { status: 'Rejected' });

    const mine = await get('/api/job/user/applied?type=Rejected', s.applicant.token);
    expect(mine.body.docs.map((d: { _id: string }) => d._id)).toEqual([a]);
    expect(mine.body.counts.type).toMatchObject({ Rejected: 1, all: 1 });

    const vendor = await get(`/api/vendor/job/applications?job=${s.jobId}`, s.employer.token);
    expect(vendor.body.pagination.total).toBe(2);
    expect(vendor.body.counts.status).toMatchObject({ Applied: 1, Rejected: 1, all: 2 });
    const stranger = await createEmployer(t);
    expect(
      (await get(`/api/vendor/job/applications?job=${s.jobId}`, stranger.token)).body.pagination.total,
    ).toBe(0);

    const all = await get(`/api/admin/job/applications?job=${s.jobId}&status=Applied`, admin.token);
    expect(all.body.docs).toHaveLength(1);
  });
});

describe('back office', () => {
  it('lets an admin hide and close a job; the vendor is told of the close', async () => {
    const s = await jobScenario(t);
    const hide = await put(`/api/admin/job/jobs/${s.jobId}/hidden`, admin.token, { hidden: true });
    expect(hide.status).toBe(200);
    expect((await get(`/api/job/${s.jobId}`)).status).toBe(404);
    await put(`/api/admin/job/jobs/${s.jobId}/hidden`, admin.token, { hidden: false });
    expect((await get(`/api/job/${s.jobId}`)).status).toBe(200);

    expect((await put(`/api/admin/job/jobs/${s.jobId}/close`, admin.token)).status).toBe(200);
    expect(await jobRow(t, s.jobId)).toMatchObject({ status: 'Closed', closedBy: 'Admin' });
    expect((await put(`/api/admin/job/jobs/${s.jobId}/close`, admin.token)).status).toBe(409);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, s.employer.vendor.userId), eq(notifications.notificationType, 'job')),
      );
    expect(notes.map((n) => (n.metaData as { route: string }).route)).toContain('/vendor/job/jobs');

    const list = await get(
      `/api/admin/job/jobs?search=${encodeURIComponent(s.employer.vendor.storeName)}`,
      admin.token,
    );
    expect(list.body.docs[0]).toMatchObject({ _id: s.jobId, status: 'Closed' });
  });

  it('finds jobs by words with a typo, and suggests the right word', async () => {
    const s = await jobScenario(t);
    await postJob(
      t,
      s.employer.token,
      jobBody(s.category.id, s.places.town, {
        title: 'Accountant for our Pokhara branch',
        skills: ['Tally'],
      }),
    );
    const exact = await get(`/api/job/list?search=accountant&category=${s.category.slug}`);
    expect(exact.body.pagination.total).toBe(1);
    const typo = await get(`/api/job/list?search=acountant&category=${s.category.slug}`);
    expect(typo.body.pagination.total).toBe(1);
    expect(typo.body.didYouMean).toBe('accountant');
    const skill = await get(`/api/job/list?search=tally&category=${s.category.slug}`);
    expect(skill.body.pagination.total).toBe(1);
  });

  it('finds the jobs of a category the search names, though their words never say it', async () => {
    const s = await jobScenario(t);
    const tag = uniqueWord();
    const category = await createJobCategory(t, `Carpentry ${tag}`);
    const jobId = await postJob(
      t,
      s.employer.token,
      jobBody(category.id, s.places.town, { title: 'Cabinet maker for a furniture workshop' }),
    );
    const found = await get(`/api/job/list?search=carpentry%20${tag}`);
    expect(found.body.docs.map((d: { _id: string }) => d._id)).toEqual([jobId]);
    expect(found.body.didYouMean).toBeNull();
    // Mistyped, the name finds the same job and is suggested as the category spells it.
    const mistyped = await get(`/api/job/list?search=carpentyr%20${tag}`);
    expect(mistyped.body.docs.map((d: { _id: string }) => d._id)).toEqual([jobId]);
    expect(mistyped.body.didYouMean).toBe(`carpentry ${tag}`);
    expect((await get(`/api/job/list?search=carpentry%20${tag}%20welder`)).body.docs).toEqual([]);
  });
});
