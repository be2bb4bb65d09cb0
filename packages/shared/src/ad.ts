import { z } from 'zod';
import { ZBannerActive, ZBannerImage, ZBannerTitle, ZContentLink } from './banner.ts';
import { writeResult } from './pagination.ts';

export { AD_IMAGE_SIZE } from './banner-constants.ts';

/** The advertisement slots (the ad_placements table's slot column takes its values from here). */
export const AD_SLOTS = [
  'shop-home',
  'product-detail',
  'task-detail',
  'job-home',
  'job-detail',
  'rent-home',
  'rent-detail',
] as const;
export const ZAdSlot = z.enum(AD_SLOTS, { error: 'Unknown ad slot' });
export type TAdSlot = z.infer<typeof ZAdSlot>;

export const AD_SLOT_LABELS: Record<TAdSlot, { label: string; where: string }> = {
  'shop-home': { label: 'Shop home', where: 'Below the slider on /shop' },
  'product-detail': { label: 'Product page', where: 'At the bottom of every product page' },
  'task-detail': { label: 'Task page', where: 'On every task page' },
  'job-home': { label: 'Job home', where: 'On /job' },
  'job-detail': { label: 'Job page', where: 'On every job page' },
  'rent-home': { label: 'Rent home', where: 'On /rent' },
  'rent-detail': { label: 'Rental page', where: 'On every rental page' },
};

/** An advertisement as the API answers it. */
export const ZAd = z.object({
  slot: ZAdSlot,
  image: z.string(),
  title: z.string(),
  link: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type TAd = z.infer<typeof ZAd>;

export const ZAdSlotParams = z.object({ slot: ZAdSlot });

/** GET /admin/ads: every slot, with its ad or null. */
export const ZAdminAdList = z.array(z.object({ slot: ZAdSlot, ad: ZAd.nullable() }));
export type TAdminAdList = z.infer<typeof ZAdminAdList>;

/** PUT /admin/ads/:slot: sets the slot's ad (creates it the first time). */
export const ZPutAdRequest = z.object({
  image: ZBannerImage,
  title: ZBannerTitle.default(''),
  link: ZContentLink.default(''),
  isActive: ZBannerActive.default(true),
});
export type TPutAdRequest = z.input<typeof ZPutAdRequest>;
export const ZAdWriteResponse = writeResult(ZAd);
export type TAdWriteResponse = z.infer<typeof ZAdWriteResponse>;
