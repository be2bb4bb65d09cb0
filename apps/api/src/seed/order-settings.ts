import { toPaisa } from '@bazaar/shared/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { deliverySettings, districtDeliveryCharges, vouchers } from '../db/schema/orders.ts';
import { addresses } from '../db/schema/shop.ts';
import { newId } from '../lib/ids.ts';

const DAY = 24 * 3600_000;

/** The demo's delivery charges: Rs. 150, free from Rs. 5,000, Rs. 100 in the Kathmandu valley. */
export const DEMO_DELIVERY = {
  defaultCharge: toPaisa(150),
  freeThreshold: toPaisa(5_000),
  valleyCharge: toPaisa(100),
  valleyDistricts: ['Kathmandu', 'Lalitpur', 'Bhaktapur'],
} as const;

export const DEMO_VOUCHERS = ['WELCOME10', 'FLAT200', 'EXPIRED5'] as const;

/** Delivery settings (default + Kathmandu valley) and the demo vouchers; existing rows are kept. */
export async function seedSettingsAndVouchers(db: Executor): Promise<{
  deliverySettings: number;
  districtCharges: number;
  vouchers: number;
}> {
  const settings = await db
    .insert(deliverySettings)
    .values({
      key: 'default',
      defaultCharge: DEMO_DELIVERY.defaultCharge,
      freeThreshold: DEMO_DELIVERY.freeThreshold,
    })
    .onConflictDoNothing()
    .returning({ key: deliverySettings.key });
  const districts = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.level, 1), inArray(addresses.name, [...DEMO_DELIVERY.valleyDistricts])));
  const charges =
    districts.length === 0
      ? []
      : await db
          .insert(districtDeliveryCharges)
          .values(districts.map((d) => ({ districtId: d.id, charge: DEMO_DELIVERY.valleyCharge })))
          .onConflictDoNothing()
          .returning({ id: districtDeliveryCharges.districtId });
  const now = Date.now();
  const created = await db
    .insert(vouchers)
    .values([
      {
        id: newId(),
        code: 'WELCOME10',
        description: '10% off your first order (up to Rs. 500) on orders of Rs. 1,000 or more.',
        type: 'percent',
        value: 10,
        minOrder: toPaisa(1_000),
        maxDiscount: toPaisa(500),
        perUserLimit: 1,
        startsAt: new Date(now - 60 * DAY),
      },
      {
        id: newId(),
        code: 'FLAT200',
        description: 'Rs. 200 off orders of Rs. 2,000 or more.',
        type: 'fixed',
        value: toPaisa(200),
        minOrder: toPaisa(2_000),
        usageLimit: 100,
        startsAt: new Date(now - 60 * DAY),
      },
      {
        id: newId(),
        code: 'EXPIRED5',
        description: '5% off during the festival sale (ended).',
        type: 'percent',
        value: 5,
        startsAt: new Date(now - 30 * DAY),
        endsAt: new Date(now - DAY),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: vouchers.id });
  return { deliverySettings: settings.length, districtCharges: charges.length, vouchers: created.length };
}
