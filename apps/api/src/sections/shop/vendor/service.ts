import { LOW_STOCK_THRESHOLD } from '@bazaar/shared/product';
import {
  DASHBOARD_DAYS,
  DASHBOARD_ORDER_STATUSES,
  type TDashboardDay,
  type TVendorDashboard,
  type TVendorProfile,
  type ZVendorProfileRequest,
} from '@bazaar/shared/vendor';
import type { z } from 'zod';
import type { VendorRow } from '../../../db/schema/shop.ts';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { toImageUrl } from '../../../lib/images.ts';
import { announceListing } from '../../../lib/listing-events.ts';
import { findAddressablePlace } from '../../../platform/address/service.ts';
import { checkUploadRef } from '../../../platform/upload/refs.ts';
import * as repo from './repo.ts';

const TOP_PRODUCTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days from `days - 1` days ago to today, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** GET /vendor/dashboard: the signed-in vendor's own figures only. */
export async function getDashboard(
  deps: AppDeps,
  vendor: VendorRow,
  now = new Date(),
): Promise<TVendorDashboard> {
  const days = lastDays(now, DASHBOARD_DAYS);
  const from = new Date(`${days[0]}T00:00:00.000Z`);
  const [orderRows, productRow, rating, balance, seriesRows, top] = await Promise.all([
    repo.orderFigures(deps.db, vendor.id),
    repo.productFigures(deps.db, vendor.id, LOW_STOCK_THRESHOLD),
    repo.ratingFigures(deps.db, vendor.id),
    repo.ledgerBalance(deps.db, vendor.id),
    repo.dailySeries(deps.db, vendor.id, from),
    repo.topProducts(deps.db, vendor.id, TOP_PRODUCTS),
  ]);
  const ordersByStatus = Object.fromEntries(DASHBOARD_ORDER_STATUSES.map((s) => [s, 0])) as Record<
    (typeof DASHBOARD_ORDER_STATUSES)[number],
    number
  >;
  let revenue = 0;
  let ordersCount = 0;
  for (const row of orderRows) {
    ordersByStatus[row.status] = Number(row.count);
    ordersCount += Number(row.count);
    if (row.status === 'Delivered') revenue = Number(row.total);
  }
  const byDay = new Map(seriesRows.map((r) => [r.date, r]));
  const series: TDashboardDay[] = days.map((date) => {
    const hit = byDay.get(date);
    return { date, orders: Number(hit?.orders ?? 0), revenue: Number(hit?.revenue ?? 0) };
  });
  return {
    store: {
      _id: vendor.id,
      storeName: vendor.storeName,
      slug: vendor.slug,
      status: vendor.status,
      logo: toImageUrl(vendor.logo, deps.imageBaseUrl),
    },
    revenue,
    ordersByStatus,
    ordersCount,
    productsCount: Number(productRow.productsCount),
    activeProducts: Number(productRow.activeProducts),
    lowStock: Number(productRow.lowStock),
    averageRating: rating.average,
    reviewsCount: rating.count,
    balance,
    series,
    topProducts: top.map((p) => ({
      _id: p.id,
      name: p.name,
      slug: p.slug,
      image: toImageUrl(p.images[0] ?? null, deps.imageBaseUrl),
      price: p.price,
      stock: Number(p.stock),
      soldCount: p.soldCount,
      status: p.status,
    })),
  };
}

async function toProfileDto(deps: AppDeps, vendor: VendorRow): Promise<TVendorProfile> {
  const path = vendor.addressId ? await repo.findAddressPath(deps.db, vendor.addressId) : [];
  return {
    _id: vendor.id,
    storeName: vendor.storeName,
    slug: vendor.slug,
    description: vendor.description,
    logo: toImageUrl(vendor.logo, deps.imageBaseUrl),
    banner: toImageUrl(vendor.banner, deps.imageBaseUrl),
    phone: vendor.phone,
    email: vendor.email,
    addressId: vendor.addressId,
    addressPath: path.map((p) => ({ _id: p.id, name: p.name, level: p.level })),
    street: vendor.street,
    panVat: vendor.panVat,
    payoutDetails: vendor.payoutDetails,
    status: vendor.status,
    commissionPercent: vendor.commissionPercent,
    createdAt: vendor.createdAt.toISOString(),
  };
}

/** GET /vendor/profile. */
export async function getProfile(deps: AppDeps, vendor: VendorRow): Promise<TVendorProfile> {
  return toProfileDto(deps, vendor);
}

/** PUT /vendor/profile: fields left out keep their value; the slug never changes. */
export async function updateProfile(
  deps: AppDeps,
  vendor: VendorRow,
  input: z.output<typeof ZVendorProfileRequest>,
): Promise<TVendorProfile> {
  if (await repo.storeNameTaken(deps.db, input.storeName, vendor.id)) {
    throw new AppError('CONFLICT', 'storeName: Another store already uses this name', {
      errors: [{ path: 'storeName', message: 'Another store already uses this name' }],
    });
  }
  if (input.addressId) {
    if (!(await findAddressablePlace(deps.db, input.addressId)))
      throw fieldError('addressId', 'Choose a municipality or area from the list');
  }
  const values: Partial<VendorRow> = { storeName: input.storeName };
  if (input.description !== undefined) values.description = input.description;
  for (const field of ['logo', 'banner'] as const) {
    const raw = input[field];
    // A new image must be one of our uploads; an unchanged one is kept as it is; null removes it.
    if (raw !== undefined) {
      values[field] = raw
        ? await checkUploadRef(deps, raw, { kind: 'image', field, keep: [vendor[field]] })
        : null;
    }
  }
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.email !== undefined) values.email = input.email;
  if (input.addressId !== undefined) values.addressId = input.addressId;
  if (input.street !== undefined) values.street = input.street;
  if (input.panVat !== undefined) values.panVat = input.panVat;
  if (input.payoutDetails !== undefined) values.payoutDetails = input.payoutDetails;
  const row = await repo.updateVendor(deps.db, vendor.id, values);
  if (!row) throw new AppError('NOT_FOUND', 'You do not have a store yet');
  // Product cards and job pages show the store name and logo.
  for (const section of ['shop', 'job'] as const) {
    await announceListing(deps.db, deps, { section, change: 'changed', ids: [], storeId: vendor.id });
  }
  return toProfileDto(deps, row);
}
