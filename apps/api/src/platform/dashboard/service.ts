import type { TAdminDashboard, TAdminDashboardBucket } from '@bazaar/shared/dashboard';
import { jobToday } from '@bazaar/shared/job-constants';
import type { AppDeps } from '../../lib/deps.ts';
import { figuresSince } from '../cross-sell/service.ts';
import { queueSummary } from '../moderation/service.ts';
import * as repo from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Every bucket of the period, oldest first (UTC days, or months for a year). */
function bucketsOf(period: repo.Period): string[] {
  const out: string[] = [];
  if (period.bucket === 'day') {
    const first = Date.UTC(period.from.getUTCFullYear(), period.from.getUTCMonth(), period.from.getUTCDate());
    for (let t = first; t <= period.to.getTime(); t += DAY_MS) out.push(isoDay(new Date(t)));
  } else {
    let y = period.from.getUTCFullYear();
    let m = period.from.getUTCMonth();
    while (Date.UTC(y, m, 1) <= period.to.getTime()) {
      out.push(isoDay(new Date(Date.UTC(y, m, 1))));
      m += 1;
      if (m === 12) {
        m = 0;
        y += 1;
      }
    }
  }
  return out;
}

/**
 * The whole marketplace over the last `days` days: orders and sales, new people and stores, and the
 * work waiting for an admin. Only sections that exist are counted (Rent joins as it lands).
 */
export async function getAdminDashboard(
  deps: AppDeps,
  days: number,
  now = new Date(),
): Promise<TAdminDashboard> {
  const to = now;
  const from = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS,
  );
  const period: repo.Period = { from, to, bucket: days > 90 ? 'month' : 'day' };
  const db = deps.db;
  const [
    byStatus,
    orderSeries,
    userSeries,
    people,
    vendors,
    products,
    tasks,
    jobs,
    rent,
    pending,
    crossSell,
    moderation,
  ] = await Promise.all([
    repo.orderFigures(db, period),
    repo.orderSeries(db, period),
    repo.userSeries(db, period),
    repo.userFigures(db),
    repo.vendorFigures(db, period),
    repo.productFigures(db, period),
    repo.taskFigures(db, period),
    repo.jobFigures(db, period, jobToday(now)),
    repo.rentFigures(db, period),
    repo.pendingFigures(db, period),
    figuresSince(db, from),
    queueSummary(db),
  ]);
  const series = new Map<string, TAdminDashboardBucket>(
    bucketsOf(period).map((date) => [date, { date, orders: 0, sales: 0, users: 0 }]),
  );
  for (const row of orderSeries) {
    const b = series.get(row.date);
    if (b) Object.assign(b, { orders: row.orders, sales: row.sales ?? 0 });
  }
  for (const row of userSeries) {
    const b = series.get(row.date);
    if (b) b.users = row.users;
  }
  const statusCounts = Object.fromEntries(byStatus.map((r) => [r.status, r.count]));
  return {
    period: { days, from: from.toISOString(), to: to.toISOString(), bucket: period.bucket },
    orders: {
      count: byStatus.reduce((n, r) => n + r.count, 0),
      sales: byStatus.reduce((n, r) => n + (r.sales ?? 0), 0),
      delivered: byStatus.filter((r) => r.status === 'Delivered').reduce((n, r) => n + (r.sales ?? 0), 0),
      byStatus: statusCounts,
    },
    users: {
      new: [...series.values()].reduce((n, b) => n + b.users, 0),
      total: people.total,
      blocked: people.blocked,
    },
    vendors,
    products,
    tasks,
    jobs,
    rent,
    pending,
    crossSell,
    moderation,
    series: [...series.values()],
  };
}
