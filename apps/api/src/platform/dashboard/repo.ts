import { and, count, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { jobApplications, jobs } from '../../db/schema/jobs.ts';
import { contactMessages } from '../../db/schema/messages.ts';
import { orders, reviews } from '../../db/schema/orders.ts';
import { rentInquiries, rentListings } from '../../db/schema/rents.ts';
import { products, vendors } from '../../db/schema/shop.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { users } from '../../db/schema/users.ts';
import { vendorApplications } from '../../db/schema/vendor-applications.ts';

export type Period = { from: Date; to: Date; bucket: 'day' | 'month' };

const within = (column: PgColumn, period: Period) => and(gte(column, period.from), lte(column, period.to));

/** The bucket (UTC day or month) of a timestamp, as YYYY-MM-DD. */
const bucketOf = (column: PgColumn, bucket: Period['bucket']) =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

const notCancelled = sql`${orders.status} <> 'Cancelled'`;

export async function orderFigures(db: Executor, period: Period) {
  const byStatus = await db
    .select({
      status: orders.status,
      count: count(),
      sales: sum(sql`case when ${notCancelled} then ${orders.total} else 0 end`).mapWith(Number),
    })
    .from(orders)
    .where(within(orders.createdAt, period))
    .groupBy(orders.status);
  return byStatus;
}

export async function orderSeries(db: Executor, period: Period) {
  const bucket = bucketOf(orders.createdAt, period.bucket);
  return db
    .select({
      date: bucket,
      orders: count(),
      sales: sum(sql`case when ${notCancelled} then ${orders.total} else 0 end`).mapWith(Number),
    })
    .from(orders)
    .where(within(orders.createdAt, period))
    .groupBy(bucket);
}

export async function userSeries(db: Executor, period: Period) {
  const bucket = bucketOf(users.createdAt, period.bucket);
  return db
    .select({ date: bucket, users: count() })
    .from(users)
    .where(within(users.createdAt, period))
    .groupBy(bucket);
}

export async function userFigures(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      blocked: sum(sql`case when ${users.status} = 'blocked' then 1 else 0 end`).mapWith(Number),
    })
    .from(users);
  return { total: row?.total ?? 0, blocked: row?.blocked ?? 0 };
}

export async function vendorFigures(db: Executor, period: Period) {
  const [row] = await db
    .select({
      total: count(),
      new: sum(sql`case when ${within(vendors.createdAt, period)} then 1 else 0 end`).mapWith(Number),
    })
    .from(vendors);
  return { total: row?.total ?? 0, new: row?.new ?? 0 };
}

export async function productFigures(db: Executor, period: Period) {
  const [row] = await db
    .select({
      active: sum(
        sql`case when ${products.status} = 'active' and ${products.isHidden} = false then 1 else 0 end`,
      ).mapWith(Number),
      new: sum(sql`case when ${within(products.createdAt, period)} then 1 else 0 end`).mapWith(Number),
    })
    .from(products);
  return { active: row?.active ?? 0, new: row?.new ?? 0 };
}

export async function rentFigures(db: Executor, period: Period) {
  const [[listings], [inquiries]] = await Promise.all([
    db
      .select({
        listed: sum(sql`case when ${within(rentListings.createdAt, period)} then 1 else 0 end`).mapWith(
          Number,
        ),
        active: sum(sql`case when ${rentListings.status} = 'Active' then 1 else 0 end`).mapWith(Number),
        rented: sum(sql`case when ${rentListings.status} = 'Rented' then 1 else 0 end`).mapWith(Number),
      })
      .from(rentListings),
    db
      .select({
        n: sum(sql`case when ${within(rentInquiries.createdAt, period)} then 1 else 0 end`).mapWith(Number),
      })
      .from(rentInquiries),
  ]);
  return {
    listed: listings?.listed ?? 0,
    inquiries: inquiries?.n ?? 0,
    active: listings?.active ?? 0,
    rented: listings?.rented ?? 0,
  };
}

export async function taskFigures(db: Executor, period: Period) {
  const [row] = await db
    .select({
      posted: sum(sql`case when ${within(tasks.createdAt, period)} then 1 else 0 end`).mapWith(Number),
      completed: sum(sql`case when ${within(tasks.completedAt, period)} then 1 else 0 end`).mapWith(Number),
      open: sum(sql`case when ${tasks.status} = 'Open' then 1 else 0 end`).mapWith(Number),
      assigned: sum(sql`case when ${tasks.status} = 'Assigned' then 1 else 0 end`).mapWith(Number),
    })
    .from(tasks);
  return {
    posted: row?.posted ?? 0,
    completed: row?.completed ?? 0,
    open: row?.open ?? 0,
    assigned: row?.assigned ?? 0,
  };
}

export async function pendingFigures(db: Executor, period: Period) {
  const [applications] = await db
    .select({ total: count() })
    .from(vendorApplications)
    .where(eq(vendorApplications.status, 'Pending'));
  const [unread] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.isRead, false), eq(contactMessages.isArchived, false)));
  const [lowRated] = await db
    .select({ total: count() })
    .from(reviews)
    .where(and(within(reviews.createdAt, period), lte(reviews.rating, 2), eq(reviews.isHidden, false)));
  return {
    vendorApplications: applications?.total ?? 0,
    unreadMessages: unread?.total ?? 0,
    lowRatedReviews: lowRated?.total ?? 0,
  };
}

/** Jobs posted and applications sent in the period, and the jobs listed now (Open, shown, deadline not passed). */
export async function jobFigures(db: Executor, period: Period, today: string) {
  const [[row], [sent]] = await Promise.all([
    db
      .select({
        posted: sum(sql`case when ${within(jobs.createdAt, period)} then 1 else 0 end`).mapWith(Number),
        open: sum(
          sql`case when ${jobs.status} = 'Open' and ${jobs.isHidden} = false and ${jobs.deadline} >= ${today} then 1 else 0 end`,
        ).mapWith(Number),
      })
      .from(jobs),
    db
      .select({
        n: sum(sql`case when ${within(jobApplications.createdAt, period)} then 1 else 0 end`).mapWith(Number),
      })
      .from(jobApplications),
  ]);
  return { posted: row?.posted ?? 0, applications: sent?.n ?? 0, open: row?.open ?? 0 };
}
