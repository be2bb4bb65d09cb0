import { z } from 'zod';
import { zPaisa } from './fields.ts';
import { writeResult } from './pagination.ts';

/** Used when no delivery setting has been saved yet: Rs. 150 per order, free from Rs. 5,000. */
export const DEFAULT_DELIVERY_CHARGE = 15_000;
export const DEFAULT_FREE_THRESHOLD = 500_000;

/** Rs. 1,00,000 in paisa: a charge above this is surely a typo. */
export const MAX_DELIVERY_CHARGE = 10_000_000;

export const ZDistrictDeliveryCharge = z.object({
  districtId: z.string(),
  name: z.string(),
  stateName: z.string(),
  /** Paisa; null → the default charge applies. */
  charge: z.number().int().nullable(),
});
export type TDistrictDeliveryCharge = z.infer<typeof ZDistrictDeliveryCharge>;

/** GET /admin/site-setting/delivery-charge: every district, with its own charge or null. */
export const ZDeliveryChargeSettings = z.object({
  /** Paisa per order when the district has no charge of its own. */
  defaultCharge: z.number().int(),
  /** Paisa; an order whose subtotal reaches it ships free. Null: never free. */
  freeThreshold: z.number().int().nullable(),
  districts: z.array(ZDistrictDeliveryCharge),
});
export type TDeliveryChargeSettings = z.infer<typeof ZDeliveryChargeSettings>;

const ZCharge = (label: string) => zPaisa(label, { max: MAX_DELIVERY_CHARGE });

/** PUT /admin/site-setting/delivery-charge: districts left out keep their charge; null clears one. */
export const ZUpdateDeliveryChargeRequest = z.object({
  defaultCharge: ZCharge('Default charge'),
  freeThreshold: zPaisa('Free threshold', {
    typeError: 'Free threshold must be a whole number of paisa or empty',
  }).nullable(),
  districts: z
    .array(
      z.object({
        districtId: z.uuid({ error: 'Not a valid district id' }),
        charge: ZCharge('Charge').nullable(),
      }),
    )
    .max(500, 'Too many districts')
    .default([]),
});
export type TUpdateDeliveryChargeRequest = z.input<typeof ZUpdateDeliveryChargeRequest>;

export const ZDeliveryChargeWriteResponse = writeResult(ZDeliveryChargeSettings);
export type TDeliveryChargeWriteResponse = z.infer<typeof ZDeliveryChargeWriteResponse>;
