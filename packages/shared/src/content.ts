import { z } from 'zod';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

/** Where a slider shows: the home page or the top of /shop. */
export const SLIDER_PLACEMENTS = ['home', 'shop'] as const;
export const ZSliderPlacement = z.enum(SLIDER_PLACEMENTS, { error: "Placement must be 'home' or 'shop'" });
export type TSliderPlacement = z.infer<typeof ZSliderPlacement>;

/** The advertisement slots (same list as the ad_placements table; apps/api checks they match). */
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

export { AD_IMAGE_SIZE, SLIDE_IMAGE_SIZE } from './content-constants.ts';

const LINK_MESSAGE = "Link must be a path on this site starting with '/' or a full https:// address";

/** True for '', a path on this site (`/shop/…`, not `//host`) or an https URL. */
export function isContentLink(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** Where a click goes: empty (no link), a site path or an https URL. */
export const ZContentLink = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .max(500, 'Link must be at most 500 characters')
  .refine(isContentLink, { message: LINK_MESSAGE });

const ZTitle = z
  .string({ error: 'Title must be text' })
  .trim()
  .max(120, 'Title must be at most 120 characters');
/** An uploaded image reference (POST /upload/image answers it) or its URL. */
const ZImageRef = z
  .string({ error: 'Upload an image' })
  .trim()
  .min(1, 'Upload an image')
  .max(500, 'Image reference is too long');
const ZActive = z.boolean({ error: 'isActive must be true or false' });

/** A slide as the API answers it (`image` is a full URL). */
export const ZSlide = z.object({
  _id: z.string(),
  placement: ZSliderPlacement,
  image: z.string(),
  title: z.string(),
  link: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TSlide = z.infer<typeof ZSlide>;

/** GET /slider?placement=: the active slides in order. */
export const ZSliderQuery = z.object({ placement: ZSliderPlacement });
export const ZSliderList = z.array(ZSlide);

/** GET /admin/sliders: a placement's slides (active or not) in order; page and limit as everywhere. */
export const ZAdminSliderListQuery = ZPageQuery.extend({
  placement: ZSliderPlacement.default('shop'),
  search: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || undefined)
    .optional(),
});
export type TAdminSliderListQuery = z.input<typeof ZAdminSliderListQuery>;
export const ZAdminSliderListResponse = paginated(ZSlide);
export type TAdminSliderListResponse = z.infer<typeof ZAdminSliderListResponse>;

/** POST /admin/sliders: new slides go last. */
export const ZCreateSlideRequest = z.object({
  placement: ZSliderPlacement,
  image: ZImageRef,
  title: ZTitle.default(''),
  link: ZContentLink.default(''),
  isActive: ZActive.default(true),
});
export type TCreateSlideRequest = z.input<typeof ZCreateSlideRequest>;

/** PUT /admin/sliders/:id: any subset. */
export const ZUpdateSlideRequest = z.object({
  image: ZImageRef.optional(),
  title: ZTitle.optional(),
  link: ZContentLink.optional(),
  isActive: ZActive.optional(),
});
export type TUpdateSlideRequest = z.input<typeof ZUpdateSlideRequest>;

/** PUT /admin/sliders/:id/move: swaps the slide with its neighbour. */
export const ZMoveSlideRequest = z.object({
  direction: z.enum(['up', 'down'], { error: "Direction must be 'up' or 'down'" }),
});
export type TMoveSlideRequest = z.input<typeof ZMoveSlideRequest>;

export const ZSlideIdParams = z.object({ id: z.uuid({ error: 'Not a valid slide id' }) });
export const ZSlideWriteResponse = writeResult(ZSlide);
export type TSlideWriteResponse = z.infer<typeof ZSlideWriteResponse>;

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
  image: ZImageRef,
  title: ZTitle.default(''),
  link: ZContentLink.default(''),
  isActive: ZActive.default(true),
});
export type TPutAdRequest = z.input<typeof ZPutAdRequest>;
export const ZAdWriteResponse = writeResult(ZAd);
export type TAdWriteResponse = z.infer<typeof ZAdWriteResponse>;
