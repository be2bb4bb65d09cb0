import {
  JOB_APPLICATION_FLOW,
  type TJobApplicationStatus,
  type TJobStatus,
  ZJobRequest,
} from '@bazaar/shared/job';
import { toPaisa } from '@bazaar/shared/money';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobApplications, jobs } from '../db/schema/jobs.ts';
import { categories, vendors } from '../db/schema/shop.ts';
import { users } from '../db/schema/users.ts';
import { newId } from '../lib/ids.ts';
import { createListingEvents } from '../lib/listing-events.ts';
import { createLocalLiveBus } from '../lib/live-bus.ts';
import { SEED_MAILER } from '../lib/mailer.ts';
import { createMicroCache } from '../lib/micro-cache.ts';
import { SEED_PUSH } from '../platform/push/sender.ts';
import { saveDocument } from '../platform/upload/service.ts';
import * as jobAdminService from '../sections/job/admin-service.ts';
import * as applicationService from '../sections/job/application-service.ts';
import * as jobService from '../sections/job/job-service.ts';
import { type JobDeps, sweepExpiredJobs } from '../sections/job/service.ts';
import { DEMO_BUYERS, DEMO_USER_EMAIL, DEMO_VENDOR_EMAIL, findArea } from './buyers.ts';
import { COVER_LETTERS, JOB_CATEGORIES, JOB_TEXTS } from './data/job-demo.ts';

const DAY = 24 * 3600_000;

export type JobSeedResult = { categories: number; jobs: number; applications: number };

/** Where the demo jobs are: [district, municipality, area] of the seeded tree. */
const JOB_PLACES: [string, string, string][] = [
  ['Kathmandu', 'Kathmandu Metropolitan City', 'New Baneshwor'],
  ['Lalitpur', 'Lalitpur Metropolitan City', 'Jawalakhel'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Thamel'],
  ['Bhaktapur', 'Bhaktapur Municipality', 'Kamalbinayak'],
  ['Kaski', 'Pokhara Metropolitan City', 'Lakeside'],
  ['Kathmandu', 'Kathmandu Metropolitan City', 'Koteshwor'],
  ['Lalitpur', 'Lalitpur Metropolitan City', 'Pulchowk'],
];

/** How a job ends up: Open, or Closed by its vendor, by its deadline or by an admin, or hidden. */
type JobFate = 'open' | 'closed-vendor' | 'expired' | 'closed-admin' | 'hidden';
const DEMO_VENDOR_CLOSED: JobFate[] = ['closed-vendor', 'expired', 'closed-admin', 'hidden'];

/** The steps from Applied to each status: the vendor's moves, or the applicant withdrawing. */
const PATH_TO: Record<TJobApplicationStatus, TJobApplicationStatus[]> = {
  Applied: [],
  Shortlisted: ['Shortlisted'],
  Interview: ['Shortlisted', 'Interview'],
  Hired: ['Shortlisted', 'Interview', 'Hired'],
  Rejected: ['Shortlisted', 'Rejected'],
  Withdrawn: ['Withdrawn'],
};
/** The statuses other applicants' applications end in, in turn. */
const OTHER_FATES: TJobApplicationStatus[] = [
  'Applied',
  'Shortlisted',
  'Rejected',
  'Hired',
  'Interview',
  'Withdrawn',
  'Applied',
];

/** A one-page PDF CV with the applicant's name (what an applicant would upload). */
function cvPdf(name: string): Buffer {
  const text = `(Curriculum vitae: ${name.replace(/[()\\]/g, '')}) Tj`;
  const stream = `BT /F1 14 Tf 40 150 Td ${text} ET`;
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>endobj\n' +
      `4 0 obj<</Length ${stream.length}>>stream\n${stream}\nendstream endobj\n` +
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

function dayFromNow(now: number, days: number): string {
  return new Date(now + days * DAY + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
}

async function seedJobCategories(db: Db): Promise<{ created: number; ids: Map<string, string> }> {
  const created = (
    await db
      .insert(categories)
      .values(
        JOB_CATEGORIES.map((c, i) => ({
          id: newId(),
          section: 'job' as const,
          name: c.name,
          slug: c.slug,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id })
  ).length;
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.section, 'job'),
        inArray(
          categories.slug,
          JOB_CATEGORIES.map((c) => c.slug),
        ),
      ),
    );
  return { created, ids: new Map(rows.map((r) => [r.slug, r.id])) };
}

/**
 * Seeds the Job section for a demo: 8 job categories and (once, marked by the demo vendor's jobs)
 * 40 jobs from the demo vendor's store and other stores, Open and Closed every way (by the vendor,
 * by the deadline, by an admin) and one hidden, with applications in every status from the demo user
 * and the demo buyers, each with a PDF CV, and the notifications each step sent. Everything goes
 * through the Job services (the same rules as the API). Needs seedDemoData, seedShopData (stores,
 * the address tree) and seedOrderData (the demo buyers) first; does nothing for missing accounts.
 */
export async function seedJobData(
  db: Db,
  opts: { uploadsDir: string; privateUploadsDir: string },
): Promise<JobSeedResult> {
  const result: JobSeedResult = { categories: 0, jobs: 0, applications: 0 };
  const seededCategories = await seedJobCategories(db);
  result.categories = seededCategories.created;

  const emails = [DEMO_USER_EMAIL, DEMO_VENDOR_EMAIL, ...DEMO_BUYERS.map((b) => b.email)];
  const people = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const demoUser = byEmail.get(DEMO_USER_EMAIL);
  const vendorOwner = byEmail.get(DEMO_VENDOR_EMAIL);
  if (!demoUser || !vendorOwner) return result;
  const [demoStore] = await db.select().from(vendors).where(eq(vendors.userId, vendorOwner.id));
  if (!demoStore) return result;
  const [marker] = await db.select({ n: count() }).from(jobs).where(eq(jobs.vendorId, demoStore.id));
  if ((marker?.n ?? 0) > 0) return result;
  const otherStores = await db
    .select({ id: vendors.id, userId: vendors.userId })
    .from(vendors)
    .where(and(ne(vendors.id, demoStore.id), eq(vendors.status, 'active')))
    .orderBy(vendors.storeName)
    .limit(4);
  const places: string[] = [];
  for (const place of JOB_PLACES) {
    const id = await findArea(db, place);
    if (id) places.push(id);
  }
  if (places.length === 0) return result;
  const applicants = DEMO_BUYERS.flatMap((b) => byEmail.get(b.email) ?? []);

  const deps: JobDeps = {
    db,
    imageBaseUrl: '',
    live: createLocalLiveBus(),
    push: SEED_PUSH,
    mailer: SEED_MAILER,
    webOrigin: '',
    publicApiUrl: '',
    jwtSecret: '',
    uploadsDir: opts.uploadsDir,
    privateUploadsDir: opts.privateUploadsDir,
    searchVocabularyCache: createMicroCache({ maxEntries: 4 }),
    jobCache: createMicroCache({ maxEntries: 4 }),
    // Before the app starts: no cache or cached page to tell.
    listingEvents: createListingEvents(() => {}),
  };
  const now = Date.now();
  // The demo user's applications: one ending in each status, on the first Open jobs of other stores.
  const userFates = [...JOB_APPLICATION_FLOW.statuses];
  let n = 0;
  const closings: { id: string; vendorId: string; fate: JobFate }[] = [];
  const backdates: { id: string; daysAgo: number }[] = [];

  for (const [c, category] of JOB_CATEGORIES.entries()) {
    const categoryId = seededCategories.ids.get(category.slug);
    if (!categoryId) continue;
    for (const [i, text] of (JOB_TEXTS[category.slug] ?? []).entries()) {
      const isDemoStore = (c * 5 + i) % 2 === 0 || otherStores.length === 0;
      const store = isDemoStore
        ? { id: demoStore.id, userId: vendorOwner.id }
        : otherStores[n % otherStores.length]!;
      n++;
      const fate: JobFate =
        i !== 3
          ? 'open'
          : isDemoStore
            ? (DEMO_VENDOR_CLOSED[Math.floor(c / 2) % 4] ?? 'closed-vendor')
            : c % 2
              ? 'expired'
              : 'closed-vendor';
      const input = ZJobRequest.parse({
        title: text.title,
        categoryId,
        description: text.description,
        type: text.type,
        level: text.level,
        placeId: text.type === 'Remote' ? null : places[(c + i) % places.length],
        street: '',
        isNegotiable: text.salary === null,
        salaryMin: text.salary ? toPaisa(text.salary[0]) : null,
        salaryMax: text.salary?.[1] ? toPaisa(text.salary[1]) : null,
        openings: text.openings,
        deadline: dayFromNow(now, 7 + ((c * 5 + i) % 6) * 7),
        skills: text.skills,
      });
      const job = await jobService.createJob(deps, store.id, input);
      // 11 is prime to 28: every day of the month gets its jobs (a step of 7 gave four days only).
      backdates.push({ id: job._id, daysAgo: 2 + (((c * 5 + i) * 11) % 28) });

      // Applicants: the demo user on a few, demo buyers on every job but the last of each category.
      const who: { id: string; fullName: string; status: TJobApplicationStatus }[] = [];
      if (!isDemoStore && fate === 'open' && userFates.length > 0) {
        who.push({ ...demoUser, status: userFates.shift() as TJobApplicationStatus });
      }
      const howMany = i === 4 ? 0 : 2 + ((c + i) % 3);
      for (let k = 0; k < howMany; k++) {
        const person = applicants[(c * 3 + i * 2 + k) % applicants.length];
        if (person && !who.some((w) => w.id === person.id)) {
          who.push({ ...person, status: OTHER_FATES[(c + i + k) % OTHER_FATES.length] ?? 'Applied' });
        }
      }
      for (const [k, applicant] of who.entries()) {
        const cv = await saveDocument(
          deps,
          { id: applicant.id } as Parameters<typeof saveDocument>[1],
          cvPdf(applicant.fullName),
          `${applicant.fullName} CV.pdf`,
        );
        const application = await applicationService.applyToJob(deps, applicant.id, job._id, {
          coverLetter: COVER_LETTERS[(c + k) % COVER_LETTERS.length] ?? '',
          cv: cv.path,
        });
        for (const step of PATH_TO[applicant.status]) {
          if (step === 'Withdrawn')
            await applicationService.withdrawApplication(deps, applicant.id, application._id);
          else await applicationService.moveApplication(deps, store.id, application._id, step);
        }
        result.applications++;
      }
      closings.push({ id: job._id, vendorId: store.id, fate });
      result.jobs++;
    }
  }

  // The endings, through the job flow: the vendor closes, an admin closes or hides, the deadline passes.
  for (const { id, vendorId, fate } of closings) {
    if (fate === 'closed-vendor')
      await jobService.setJobStatus(deps, vendorId, id, 'Closed' satisfies TJobStatus);
    else if (fate === 'closed-admin') await jobAdminService.closeJobAsAdmin(deps, id);
    else if (fate === 'hidden') await jobAdminService.setJobHidden(deps, id, true);
    else if (fate === 'expired') {
      await db
        .update(jobs)
        .set({ deadline: dayFromNow(now, -3) })
        .where(eq(jobs.id, id));
    }
  }
  await sweepExpiredJobs(deps, { force: true });

  // Spread the posting days over the last month; applications come after their job.
  for (const { id, daysAgo } of backdates) {
    const postedAt = new Date(now - daysAgo * DAY);
    await db.update(jobs).set({ createdAt: postedAt }).where(eq(jobs.id, id));
    await db
      .update(jobApplications)
      .set({
        createdAt: sql`${postedAt.toISOString()}::timestamptz + (random() * ${daysAgo / 2} || ' days')::interval`,
      })
      .where(eq(jobApplications.jobId, id));
  }
  return result;
}
