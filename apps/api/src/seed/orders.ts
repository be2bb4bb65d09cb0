import { PAISA_PER_RUPEE } from '@bazaar/shared/money';
import { and, eq, like } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { checkouts } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { insertPayout } from '../sections/shop/vendor-payment/repo.ts';
import { findVoucherByCode } from '../sections/shop/voucher/repo.ts';
import { DEMO_ADMIN_EMAIL, DEMO_BUYERS, DEMO_USER_EMAIL, seedBuyers } from './buyers.ts';
import { emptySeedRows, insertSeedRows, type SeedRows } from './order-builder.ts';
import { seedSettingsAndVouchers } from './order-settings.ts';
import { planPastOrders } from './past-orders.ts';
import { planRecentOrders, SEED_KEY_PREFIX } from './recent-orders.ts';
import { loadStoreCatalog } from './store-catalog.ts';

const DAY = 24 * 3600_000;

export type OrderSeedResult = {
  deliverySettings: number;
  districtCharges: number;
  vouchers: number;
  buyers: number;
  addresses: number;
  orders: number;
  reviews: number;
  ledger: number;
};

/**
 * One payout to the demo vendor, recorded a week ago: half of what its ledger held then, in whole
 * hundreds of rupees.
 */
async function payDemoVendor(tx: Tx, rows: SeedRows, vendorId: string, adminId: string, now: number) {
  const paidAt = new Date(now - 7 * DAY);
  const held = rows.ledger
    .filter((r) => r.vendorId === vendorId && (r.createdAt as Date) < paidAt)
    .reduce((s, r) => s + (r.type === 'earning' ? r.amount : -r.amount), 0);
  const hundred = 100 * PAISA_PER_RUPEE;
  const amount = Math.floor(held / 2 / hundred) * hundred;
  if (amount <= 0) return 0;
  await insertPayout(tx, {
    vendorId,
    amount,
    method: 'Bank transfer',
    reference: 'NIC-ASIA-TXN-48213',
    note: 'Weekly payout',
    paidAt,
    recordedBy: adminId,
    createdAt: paidAt,
  });
  return 1;
}

/**
 * Seeds what the shop's order side needs for a demo: delivery charges, vouchers, extra buyers,
 * saved addresses, and (once, marked by the seeded checkouts) orders in every status for the demo
 * user plus a month of orders for the demo vendor, and past sales from every store whose reviews
 * make the products' ratings, with history, deliveries, ledger and a payout. Built with the API's
 * own rules (see order-builder.ts). Needs seedDemoData and seedShopData first; does nothing for
 * missing demo accounts.
 */
export async function seedOrderData(db: Db): Promise<OrderSeedResult> {
  const settings = await seedSettingsAndVouchers(db);
  const result: OrderSeedResult = { ...settings, buyers: 0, addresses: 0, orders: 0, reviews: 0, ledger: 0 };
  const [demoUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL));
  if (!demoUser) return result;
  const [marker] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.userId, demoUser.id), like(checkouts.idempotencyKey, `${SEED_KEY_PREFIX}%`)))
    .limit(1);
  if (marker) return result;

  const buyers = await seedBuyers(db);
  result.buyers = buyers.created;
  result.addresses = buyers.addresses;
  const { stores, catalog } = await loadStoreCatalog(db);
  const demoStore = stores[0];
  if (!demoStore) return result;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  const now = Date.now();

  const rows = emptySeedRows();
  planRecentOrders(rows, {
    stores,
    catalog,
    buyers: buyers.byEmail,
    flat200: await findVoucherByCode(db, 'FLAT200'),
    admin: admin?.id ?? null,
    now,
  });
  if (rows.orders.length === 0) return result;
  // Past sales from every store behind the products' ratings (not the demo user's: theirs stay as planned).
  const storeList = stores.filter((s) => s !== undefined);
  planPastOrders(rows, {
    catalog,
    buyers: DEMO_BUYERS.flatMap((b) => buyers.byEmail.get(b.email) ?? []),
    stores: new Map(storeList.map((s) => [s.id, s])),
    admin: admin?.id ?? null,
    now,
  });

  try {
    const payouts = await db.transaction(async (tx) => {
      await insertSeedRows(tx, rows);
      return admin ? payDemoVendor(tx, rows, demoStore.id, admin.id, now) : 0;
    });
    Object.assign(result, {
      orders: rows.orders.length,
      reviews: rows.reviews.length,
      ledger: rows.ledger.length + payouts,
    });
  } catch (error) {
    // Rolled back because another start seeded the same checkouts first: nothing to do.
    if (!(error instanceof Error && error.name === 'TransactionRollbackError')) throw error;
  }
  return result;
}
