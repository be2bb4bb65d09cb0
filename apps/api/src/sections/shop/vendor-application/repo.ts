import { VENDOR_APPLICATION_FLOW, type ZVendorApplicationListQuery } from '@bazaar/shared/vendor-application';
import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { addresses, vendors } from '../../../db/schema/shop.ts';
import { users } from '../../../db/schema/users.ts';
import {
  type NewVendorApplicationRow,
  type VendorApplicationRow,
  vendorApplications,
} from '../../../db/schema/vendor-applications.ts';
import { AppError } from '../../../lib/app-error.ts';
import { fetchPage, matchesSearch, orderBySort } from '../../../lib/list-query.ts';
import { escapeLike } from '../../../lib/sql.ts';
import { transition } from '../../../lib/status-flow.ts';
import { type NotifyDeps, type NotifyInput, notifyHook } from '../../../platform/notification/service.ts';

export type ApplicationWithApplicant = VendorApplicationRow & {
  applicantName: string;
  applicantEmail: string;
};

const withApplicant = {
  application: vendorApplications,
  applicantName: users.fullName,
  applicantEmail: users.email,
};

function flatten(row: {
  application: VendorApplicationRow;
  applicantName: string;
  applicantEmail: string;
}): ApplicationWithApplicant {
  return { ...row.application, applicantName: row.applicantName, applicantEmail: row.applicantEmail };
}

export async function insertApplication(db: Executor, values: NewVendorApplicationRow): Promise<void> {
  await db.insert(vendorApplications).values(values);
}

export async function findApplicationById(
  db: Executor,
  id: string,
): Promise<ApplicationWithApplicant | undefined> {
  const [row] = await db
    .select(withApplicant)
    .from(vendorApplications)
    .innerJoin(users, eq(users.id, vendorApplications.userId))
    .where(eq(vendorApplications.id, id))
    .limit(1);
  return row && flatten(row);
}

/** The user's newest application, whatever its status. */
export async function findLatestApplicationOfUser(
  db: Executor,
  userId: string,
): Promise<ApplicationWithApplicant | undefined> {
  const [row] = await db
    .select(withApplicant)
    .from(vendorApplications)
    .innerJoin(users, eq(users.id, vendorApplications.userId))
    .where(eq(vendorApplications.userId, userId))
    .orderBy(desc(vendorApplications.createdAt), desc(vendorApplications.id))
    .limit(1);
  return row && flatten(row);
}

export async function hasPendingApplication(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorApplications.id })
    .from(vendorApplications)
    .where(and(eq(vendorApplications.userId, userId), eq(vendorApplications.status, 'Pending')))
    .limit(1);
  return Boolean(row);
}

const SORT_COLUMNS = {
  storeName: sql`lower(${vendorApplications.storeName})`,
  applicantName: sql`lower(${users.fullName})`,
  createdAt: vendorApplications.createdAt,
  status: vendorApplications.status,
};

/** In `sort` order (ties newest first), optionally by status and matching store name, applicant name or either email. */
export async function listApplications(db: Executor, opts: z.output<typeof ZVendorApplicationListQuery>) {
  const matches = matchesSearch(opts.search, [
    vendorApplications.storeName,
    vendorApplications.email,
    users.fullName,
    users.email,
  ]);
  const where = and(opts.status ? eq(vendorApplications.status, opts.status) : undefined, matches);
  const [page, perStatus] = await Promise.all([
    fetchPage(
      db
        .select(withApplicant)
        .from(vendorApplications)
        .innerJoin(users, eq(users.id, vendorApplications.userId))
        .where(where)
        .orderBy(
          ...orderBySort(opts.sort, SORT_COLUMNS, {
            ties: [desc(vendorApplications.createdAt), desc(vendorApplications.id)],
          }),
        )
        .$dynamic(),
      db
        .select({ total: count() })
        .from(vendorApplications)
        .innerJoin(users, eq(users.id, vendorApplications.userId))
        .where(where),
      opts,
    ),
    // Per status under the search alone: the tab badges.
    db
      .select({ status: vendorApplications.status, n: count() })
      .from(vendorApplications)
      .innerJoin(users, eq(users.id, vendorApplications.userId))
      .where(matches)
      .groupBy(vendorApplications.status),
  ]);
  return {
    docs: page.docs.map(flatten),
    total: page.total,
    countByStatus: new Map(perStatus.map((r) => [r.status, Number(r.n)])),
  };
}

/**
 * Decides a Pending application along VENDOR_APPLICATION_FLOW and tells the applicant, in the
 * caller's transaction; 409 when it is no longer Pending (someone decided first), 404 when missing.
 */
export async function decidePendingApplication(
  db: Executor,
  deps: NotifyDeps,
  decision: {
    id: string;
    to: 'Approved' | 'Rejected';
    rejectionReason: string | null;
    decidedBy: string;
    notify: (row: VendorApplicationRow) => NotifyInput[];
  },
): Promise<VendorApplicationRow> {
  return transition(db, notifyHook(deps), {
    table: vendorApplications,
    flow: VENDOR_APPLICATION_FLOW,
    id: decision.id,
    role: 'Admin',
    to: decision.to,
    set: { rejectionReason: decision.rejectionReason, decidedBy: decision.decidedBy, decidedAt: new Date() },
    notify: decision.notify,
    onConflict: (current) =>
      current
        ? new AppError('CONFLICT', `This application was already ${current.status.toLowerCase()}`)
        : new AppError('NOT_FOUND', 'Vendor application not found'),
  });
}

export async function addressExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.id, id)).limit(1);
  return Boolean(row);
}

export async function findVendorIdOfUser(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId)).limit(1);
  return row?.id;
}

/** Slugs already taken by `base` or `base-N`, to pick the next free one. */
export async function listSlugsLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: vendors.slug })
    .from(vendors)
    .where(or(eq(vendors.slug, base), like(vendors.slug, `${escapeLike(base)}-%`)));
  return rows.map((r) => r.slug);
}

export async function insertVendor(db: Executor, values: typeof vendors.$inferInsert): Promise<void> {
  await db.insert(vendors).values(values);
}

/** Adds the Vendor role (once) and marks the account verified; the session version stays, nothing to revoke. */
export async function grantVendorRole(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      roles: sql`case when 'Vendor' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'Vendor') end`,
      isVendorVerified: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
