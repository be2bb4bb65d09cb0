import { z } from 'zod';
import { ZBannerActive, ZBannerImage, ZBannerTitle, ZContentLink } from './banner.ts';
import { atLeastOneField } from './fields.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';

export { SLIDE_IMAGE_SIZE } from './banner-constants.ts';

/** Where a slider shows: the home page or the top of /shop. */
export const SLIDER_PLACEMENTS = ['home', 'shop'] as const;
export const ZSliderPlacement = z.enum(SLIDER_PLACEMENTS, { error: "Placement must be 'home' or 'shop'" });
export type TSliderPlacement = z.infer<typeof ZSliderPlacement>;

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
  image: ZBannerImage,
  title: ZBannerTitle.default(''),
  link: ZContentLink.default(''),
  isActive: ZBannerActive.default(true),
});
export type TCreateSlideRequest = z.input<typeof ZCreateSlideRequest>;

/** PUT /admin/sliders/:id: any subset, at least one field. */
const ZUpdateSlideFields = z.object({
  image: ZBannerImage.optional(),
  title: ZBannerTitle.optional(),
  link: ZContentLink.optional(),
  isActive: ZBannerActive.optional(),
});
export const ZUpdateSlideRequest = atLeastOneField(ZUpdateSlideFields);
export type TUpdateSlideRequest = z.input<typeof ZUpdateSlideRequest>;

/** PUT /admin/sliders/:id/move: swaps the slide with its neighbour. */
export const ZMoveSlideRequest = z.object({
  direction: z.enum(['up', 'down'], { error: "Direction must be 'up' or 'down'" }),
});
export type TMoveSlideRequest = z.input<typeof ZMoveSlideRequest>;

export const ZSlideIdParams = z.object({ id: z.uuid({ error: 'Not a valid slide id' }) });
export const ZSlideWriteResponse = writeResult(ZSlide);
export type TSlideWriteResponse = z.infer<typeof ZSlideWriteResponse>;
