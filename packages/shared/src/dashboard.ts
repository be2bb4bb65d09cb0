import { z } from 'zod';
import { ZCrossSellFigures } from './cross-sell.ts';
import { ZModerationSummary } from './moderation.ts';

/** The periods the admin dashboard offers, in days. */
export const ADMIN_DASHBOARD_PERIODS = [7, 30, 90, 365] as const;
export type TAdminDashboardPeriod = (typeof ADMIN_DASHBOARD_PERIODS)[number];

export const ZAdminDashboardQuery = z.object({
  days: z.coerce
    .number()
    .refine((d) => (ADMIN_DASHBOARD_PERIODS as readonly number[]).includes(d), {
      message: `days must be one of ${ADMIN_DASHBOARD_PERIODS.join(', ')}`,
    })
    .default(30),
});
export type TAdminDashboardQuery = z.input<typeof ZAdminDashboardQuery>;

/** One day (or month, for a year) of the period. */
export const ZAdminDashboardBucket = z.object({
  /** YYYY-MM-DD (the bucket's first day). */
  date: z.string(),
  orders: z.number().int(),
  /** Paisa: the totals of the orders placed, cancelled ones left out. */
  sales: z.number().int(),
  users: z.number().int(),
});
export type TAdminDashboardBucket = z.infer<typeof ZAdminDashboardBucket>;

/** GET /admin/dashboard: the marketplace over the period (only the sections that exist). */
export const ZAdminDashboard = z.object({
  period: z.object({
    days: z.number().int(),
    from: z.string(),
    to: z.string(),
    bucket: z.enum(['day', 'month']),
  }),
  orders: z.object({
    count: z.number().int(),
    /** Paisa, orders not cancelled. */
    sales: z.number().int(),
    /** Paisa, delivered orders. */
    delivered: z.number().int(),
    byStatus: z.record(z.string(), z.number().int()),
  }),
  users: z.object({ new: z.number().int(), total: z.number().int(), blocked: z.number().int() }),
  vendors: z.object({ new: z.number().int(), total: z.number().int() }),
  products: z.object({ new: z.number().int(), active: z.number().int() }),
  /** Tasks posted and completed in the period, and those open or assigned now. */
  tasks: z.object({
    posted: z.number().int(),
    completed: z.number().int(),
    open: z.number().int(),
    assigned: z.number().int(),
  }),
  /** Jobs posted and applications sent in the period, jobs taking applications now. */
  jobs: z.object({
    posted: z.number().int(),
    applications: z.number().int(),
    open: z.number().int(),
  }),
  /** Rent listings listed and inquiries sent in the period, and the listings Active or Rented now. */
  rent: z.object({
    listed: z.number().int(),
    inquiries: z.number().int(),
    active: z.number().int(),
    rented: z.number().int(),
  }),
  pending: z.object({
    vendorApplications: z.number().int(),
    unreadMessages: z.number().int(),
    /** Visible reviews of 1 or 2 stars written in the period: the ones worth reading first. */
    lowRatedReviews: z.number().int(),
  }),
  /** Offers of another section in the period, per section they start from: shown, followed, a task posted. */
  crossSell: ZCrossSellFigures,
  /** The moderation queue now: open reports, reported things, the oldest open report's time (decision 046). */
  moderation: ZModerationSummary,
  series: z.array(ZAdminDashboardBucket),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
