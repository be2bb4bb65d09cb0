import { randomUUID } from 'node:crypto';
import { jobToday, type TJobRequest } from '@bazaar/shared/job';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, createUser, type TestApp, type TestUser } from '../../../test/helper.ts';
import { uploadTestDocument } from '../../../test/uploads.ts';
import { jobApplications, jobs } from '../../db/schema/jobs.ts';
import { categories } from '../../db/schema/shop.ts';
import { newId } from '../../lib/ids.ts';
import { createVendorWithToken } from '../shop/order/test-factories.ts';
import { createPlaces } from '../task/test-factories.ts';

export { createPlaces };

/** A job category (section job), active unless told. */
export async function createJobCategory(t: TestApp, name = `Engineering ${randomUUID().slice(0, 6)}`) {
  const id = newId();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await t.db.insert(categories).values({ id, section: 'job', name, slug });
  return { id, name, slug };
}

/** A day `days` from today in Nepal. */
export function dayFromToday(days: number): string {
  const d = new Date(`${jobToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function jobBody(
  categoryId: string,
  placeId: string,
  overrides: Partial<TJobRequest> = {},
): TJobRequest {
  return {
    title: 'Frontend developer (React)',
    categoryId,
    description: 'Build the screens of our shop with React and TypeScript, with a small friendly team.',
    type: 'Full-time',
    level: 'Mid',
    placeId,
    street: 'Putalisadak',
    isNegotiable: false,
    salaryMin: 6_000_000,
    salaryMax: 9_000_000,
    openings: 2,
    deadline: dayFromToday(20),
    skills: ['React', 'TypeScript'],
    ...overrides,
  };
}

/** A vendor (with its owner's token) that posts jobs. */
export async function createEmployer(t: TestApp) {
  return createVendorWithToken(t);
}

/** Posts a job through the API and answers its id. */
export async function postJob(t: TestApp, token: string, body: TJobRequest): Promise<string> {
  const res = await call(t, { method: 'POST', url: '/api/vendor/job/jobs', token, payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

export const COVER_LETTER = 'I have built React shops for three years and would love to join your team.';

/** Applies through the API with a fresh PDF CV and answers the application's id. */
export async function applyFor(t: TestApp, user: TestUser, jobId: string): Promise<string> {
  const cv = await uploadTestDocument(t, user.token);
  const res = await call(t, {
    method: 'POST',
    url: `/api/job/${jobId}/apply`,
    token: user.token,
    payload: { coverLetter: COVER_LETTER, cv },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

/** A vendor with an Open job, and two users who may apply. */
export async function jobScenario(t: TestApp) {
  const [employer, applicant, other] = await Promise.all([createEmployer(t), createUser(t), createUser(t)]);
  const category = await createJobCategory(t);
  const places = await createPlaces(t);
  const jobId = await postJob(t, employer.token, jobBody(category.id, places.town));
  return { employer, applicant, other, category, places, jobId };
}

export async function jobRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

export async function applicationRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row!;
}
