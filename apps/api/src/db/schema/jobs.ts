import { JOB_APPLICATION_STATUSES, JOB_LEVELS, JOB_STATUSES, JOB_TYPES } from '@bazaar/shared/job-constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { addresses, categories, vendors } from './shop.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A job a vendor posted (docs/domain.md "Jobs and applications"). `placePath` holds the place and every place
 * above it, as tasks do, so "jobs in Kathmandu" is one GIN lookup. Listed publicly while Open, not hidden and
 * not past its deadline; the search vocabulary counts the jobs that are Open and not hidden (custom
 * migration).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    description: text().notNull(),
    type: text({ enum: JOB_TYPES }).notNull(),
    level: text({ enum: JOB_LEVELS }).notNull(),
    placeId: uuid().references(() => addresses.id, { onDelete: 'restrict' }),
    placePath: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    street: text().notNull().default(''),
    /** Paisa per month; both null when negotiable. */
    salaryMin: integer(),
    salaryMax: integer(),
    isNegotiable: boolean().notNull().default(false),
    openings: integer().notNull().default(1),
    /** The last day to apply (Nepal's calendar day). */
    deadline: date({ mode: 'string' }).notNull(),
    skills: text().array().notNull().default(sql`'{}'::text[]`),
    /** The skills joined by spaces, for the search vector (array_to_string is not immutable). */
    skillsText: text().notNull().default(''),
    status: text({ enum: JOB_STATUSES }).notNull().default('Open'),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: text({ enum: ['Vendor', 'Admin', 'System'] }),
    isHidden: boolean().notNull().default(false),
    /** Applications received, withdrawn ones included. */
    applicationsCount: integer().notNull().default(0),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, coalesce(${jobs.title}, '') || ' ' || coalesce(${jobs.description}, '') || ' ' || coalesce(${jobs.skillsText}, ''))`,
      ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_place_path_idx').using('gin', t.placePath),
    // The public list, newest first: listed jobs only.
    index('jobs_listing_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isHidden} = false and ${t.status} = 'Open'`),
    index('jobs_category_idx').on(t.categoryId, t.status),
    index('jobs_vendor_idx').on(t.vendorId, t.status, t.createdAt),
    // The deadline sweep finds Open jobs past their day.
    index('jobs_open_deadline_idx').on(t.deadline).where(sql`${t.status} = 'Open'`),
    check(
      'jobs_salary_check',
      sql`${t.salaryMax} is null or ${t.salaryMin} is null or ${t.salaryMax} >= ${t.salaryMin}`,
    ),
    check('jobs_openings_check', sql`${t.openings} > 0`),
    check('jobs_applications_count_check', sql`${t.applicationsCount} >= 0`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

/**
 * An application to a job. One per user per job whatever its status (a unique index, so two
 * racing applies cannot both land). `cv` is the private upload's `private/<id>` reference.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid().primaryKey(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text().notNull(),
    cv: text().notNull(),
    status: text({ enum: JOB_APPLICATION_STATUSES }).notNull().default('Applied'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_job_applicant_unique').on(t.jobId, t.applicantId),
    index('job_applications_job_idx').on(t.jobId, t.status, t.createdAt),
    index('job_applications_applicant_idx').on(t.applicantId, t.status, t.createdAt),
  ],
);

export type JobApplicationRow = typeof jobApplications.$inferSelect;
