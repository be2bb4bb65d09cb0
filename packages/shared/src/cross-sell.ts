import { z } from 'zod';
import { CROSS_SELL_FROM, CROSS_SELL_LINK_FROM, CROSS_SELL_PURPOSES } from './cross-sell-constants.ts';

import { ZRentPeriod } from './rent.ts';

export * from './cross-sell-constants.ts';

const ZLinkFrom = z.enum(CROSS_SELL_LINK_FROM, {
  error: `from must be one of ${CROSS_SELL_LINK_FROM.join(', ')}`,
});
const ZPurpose = z.enum(CROSS_SELL_PURPOSES, {
  error: `purpose must be one of ${CROSS_SELL_PURPOSES.join(', ')}`,
});

/** A shop category or a kind of rental linked to the task category that offers help with it. */
export const ZCrossSellLink = z.object({
  _id: z.string(),
  from: ZLinkFrom,
  /** A shop category's id (its sub-categories follow it) or a kind of rental (`flat`). */
  fromKey: z.string(),
  /** How the admin page names the key: `Home & Kitchen › Furniture`, `Flat`. */
  fromLabel: z.string(),
  purpose: ZPurpose,
  taskCategory: z.object({ _id: z.string(), name: z.string() }),
});
export type TCrossSellLink = z.infer<typeof ZCrossSellLink>;

/** What an admin can link from, per section: its keys and their names. */
export const ZCrossSellSource = z.object({
  from: ZLinkFrom,
  label: z.string(),
  keys: z.array(z.object({ key: z.string(), label: z.string() })),
});

/** GET /admin/cross-sell: the links, what can be linked, and the task categories they can offer. */
export const ZAdminCrossSellResponse = z.object({
  data: z.object({
    links: z.array(ZCrossSellLink),
    sources: z.array(ZCrossSellSource),
    /** The active task categories a link can offer. */
    taskCategories: z.array(z.object({ _id: z.string(), name: z.string() })),
  }),
});
export type TAdminCrossSellResponse = z.infer<typeof ZAdminCrossSellResponse>;

/** PUT /admin/cross-sell/links: link a key to a task category (replacing its link, if it had one). */
export const ZCrossSellLinkRequest = z.object({
  from: ZLinkFrom,
  fromKey: z.string({ error: 'Choose what to link' }).trim().min(1, 'Choose what to link').max(64),
  purpose: ZPurpose,
  taskCategoryId: z.uuid({ error: 'Choose a task category' }),
});
export type TCrossSellLinkRequest = z.input<typeof ZCrossSellLinkRequest>;

export const ZCrossSellLinkResponse = z.object({ message: z.string(), data: ZCrossSellLink });

/** A task offered beside a listing or an order: how to word it and the task form's address. */
export const ZCrossSellOffer = z.object({
  purpose: ZPurpose,
  /** The product, the rental: what the task is about. */
  name: z.string(),
  taskCategory: z.object({ _id: z.string(), name: z.string() }),
  href: z.string(),
});
export type TCrossSellOffer = z.infer<typeof ZCrossSellOffer>;

/** GET /cross-sell/offer/:from/:id: the task a product or a rental page offers, or null. */
export const ZCrossSellOfferResponse = z.object({ data: ZCrossSellOffer.nullable() });
export type TCrossSellOfferResponse = z.infer<typeof ZCrossSellOfferResponse>;

/** GET /cross-sell/orders/:orderId: a delivered order's tasks, one per product that needs one. */
export const ZOrderCrossSellResponse = z.object({ data: z.array(ZCrossSellOffer) });
export type TOrderCrossSellResponse = z.infer<typeof ZOrderCrossSellResponse>;

export const ZCrossSellOfferParams = z.object({
  from: ZLinkFrom,
  id: z.uuid({ error: 'id must be a valid id' }),
});

/** A rental near a job, as the job page lists it. */
export const ZNearbyRental = z.object({
  _id: z.string(),
  title: z.string(),
  path: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  period: ZRentPeriod,
  place: z.string(),
});
export type TNearbyRental = z.infer<typeof ZNearbyRental>;

/** GET /cross-sell/rentals-near-job/:id: rentals in the job's district (a few), and the district's name. */
export const ZRentalsNearJobResponse = z.object({
  data: z.object({ district: z.string().nullable(), rentals: z.array(ZNearbyRental) }),
});
export type TRentalsNearJobResponse = z.infer<typeof ZRentalsNearJobResponse>;

/** POST /cross-sell/events: an offer was shown or followed (a task posted from one counts itself). */
export const ZCrossSellEventRequest = z.object({
  from: z.enum(CROSS_SELL_FROM, { error: `from must be one of ${CROSS_SELL_FROM.join(', ')}` }),
  step: z.enum(['shown', 'started'], { error: 'step must be shown or started' }),
});
export type TCrossSellEventRequest = z.input<typeof ZCrossSellEventRequest>;

const ZStepCounts = z.object({
  shown: z.number().int(),
  started: z.number().int(),
  posted: z.number().int(),
});

/** The dashboard's figures: per section an offer starts from, each step's count in the period. */
export const ZCrossSellFigures = z.object({ shop: ZStepCounts, rent: ZStepCounts, job: ZStepCounts });
export type TCrossSellFigures = z.infer<typeof ZCrossSellFigures>;
