import { z } from 'zod';
import { type TPlace, ZPlace } from './address.ts';
import { NEPALI_MOBILE } from './address-book.ts';
import { INT_COLUMN_MAX, latestDayAhead, todayInNepal, tooFarAheadMessage, zDay, zPaisa } from './fields.ts';
import { optionalParam, ZBoolFlag, ZSearchParam, zSort } from './list-query.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import {
  RENT_AMENITY_MAX,
  RENT_DESCRIPTION_MAX,
  RENT_DESCRIPTION_MIN,
  RENT_INQUIRY_BOXES,
  RENT_INQUIRY_MESSAGE_MAX,
  RENT_INQUIRY_MESSAGE_MIN,
  RENT_INQUIRY_STATUSES,
  RENT_MAX_AMENITIES,
  RENT_MAX_AMOUNT,
  RENT_MAX_IMAGES,
  RENT_MIN_PRICE,
  RENT_PERIODS,
  RENT_SORTS,
  RENT_STATUSES,
  RENT_STREET_MAX,
  RENT_TITLE_MAX,
  RENT_TITLE_MIN,
  RENT_TYPES,
} from './rent-constants.ts';

/**
 * The Rent section (docs/domain.md "Rent listings and inquiries"): users list rentals, others inquire, the
 * owner answers in the inquiry's private thread. Money is paisa everywhere, price filters included. Every
 * error message names its field.
 */

export * from './rent-constants.ts';

export const ZRentType = z.enum(RENT_TYPES, { error: `Type must be one of ${RENT_TYPES.join(', ')}` });
export const ZRentPeriod = z.enum(RENT_PERIODS, {
  error: `Period must be one of ${RENT_PERIODS.join(', ')}`,
});
export const ZRentStatus = z.enum(RENT_STATUSES, {
  error: `Status must be one of ${RENT_STATUSES.join(', ')}`,
});
export const ZRentInquiryStatus = z.enum(RENT_INQUIRY_STATUSES, {
  error: `Status must be one of ${RENT_INQUIRY_STATUSES.join(', ')}`,
});

// ─── Answers ──────────────────────────────────────────────────────────────────────────────────────

/** A person as a card shows them. */
export const ZRentPerson = z.object({ _id: z.string(), fullName: z.string(), image: z.string().nullable() });
export type TRentPerson = z.infer<typeof ZRentPerson>;

export const ZRentPlace = ZPlace;
export type TRentPlace = TPlace;

/** A listing as a list card shows it. */
export const ZRentCard = z.object({
  _id: z.string(),
  type: ZRentType,
  title: z.string(),
  status: ZRentStatus,
  /** Paisa per `period`. */
  price: z.number().int(),
  period: ZRentPeriod,
  /** Paisa; 0 without a deposit. */
  deposit: z.number().int(),
  place: ZRentPlace.nullable(),
  /** `YYYY-MM-DD`. */
  availableFrom: z.string(),
  /** The first photo, or null. */
  image: z.string().nullable(),
  amenities: z.array(z.string()),
  owner: ZRentPerson,
  createdAt: z.string(),
});
export type TRentCard = z.infer<typeof ZRentCard>;

/** GET /rent/:id: everything public about an Active or Rented listing. */
export const ZRentDetail = ZRentCard.extend({
  description: z.string(),
  images: z.array(z.string()),
  street: z.string(),
  owner: ZRentPerson.extend({ memberSince: z.string() }),
  updatedAt: z.string(),
});
export type TRentDetail = z.infer<typeof ZRentDetail>;
export const ZRentDetailResponse = z.object({ data: ZRentDetail });
export type TRentDetailResponse = z.infer<typeof ZRentDetailResponse>;

// ─── Public reads ─────────────────────────────────────────────────────────────────────────────────

const ZPriceFilter = (label: string) =>
  optionalParam(
    zPaisa(label, { coerce: true, max: INT_COLUMN_MAX, typeError: `${label} must be a number of paisa` }),
  );

/**
 * GET /rent/list: Active, not hidden listings. `type` one of RENT_TYPES; `place` an address node id
 * (listings there or anywhere under it); `period` with `priceMin`/`priceMax` in **paisa** (a range
 * means per that period); `available` a day: listings free on or before it; `search` is typo-tolerant
 * full text. Sort default `newest`, or `relevance` with a search.
 */
export const ZRentListQuery = ZPageQuery.extend({
  type: optionalParam(ZRentType),
  place: optionalParam(z.uuid({ error: 'place must be a valid place id' })),
  period: optionalParam(ZRentPeriod),
  priceMin: ZPriceFilter('priceMin'),
  priceMax: ZPriceFilter('priceMax'),
  available: optionalParam(zDay('available must be a day like 2026-01-31')),
  search: ZSearchParam,
  sort: optionalParam(z.enum(RENT_SORTS, { error: `sort must be one of: ${RENT_SORTS.join(', ')}` })),
}).refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
  path: ['priceMax'],
  message: 'priceMax must be at least priceMin',
});
export type TRentListQuery = z.input<typeof ZRentListQuery>;

/** `didYouMean`: the search with each unknown word replaced by the closest known one; null when none was. */
export const ZRentListResponse = paginated(ZRentCard).extend({ didYouMean: z.string().nullable() });
export type TRentListResponse = z.infer<typeof ZRentListResponse>;

/** GET /rent/types: how many listings /rent shows of each type (every type, 0 included), in RENT_TYPES order. */
export const ZRentTypeCountsResponse = z.object({
  data: z.array(z.object({ type: ZRentType, count: z.number().int().min(0) })),
});
export type TRentTypeCountsResponse = z.infer<typeof ZRentTypeCountsResponse>;

export const ZRentIdParams = z.object({ id: z.uuid({ error: 'Not a valid listing id' }) });
export const ZRentInquiryIdParams = z.object({ inquiryId: z.uuid({ error: 'Not a valid inquiry id' }) });

// ─── Signed-in requests ───────────────────────────────────────────────────────────────────────────

/** A stored upload: the path POST /upload/image returned, or its full URL. */
const ZUploadRef = z.string().trim().min(1, 'Upload the image again').max(500, 'Image reference is too long');

const ZPrice = zPaisa('Price', {
  min: 1,
  max: RENT_MAX_AMOUNT,
  typeError: 'Price must be a number of paisa',
}).min(RENT_MIN_PRICE, `Price must be at least Rs. ${RENT_MIN_PRICE / 100}`);

/**
 * POST /rent and PUT /rent/:id (the whole listing). `placeId` is any node of the address tree;
 * `price` and `deposit` are paisa; `availableFrom` a day (a new date may not be in the past);
 * `publish` on create makes it Active at once instead of a Draft.
 */
export const ZRentRequest = z.object({
  type: ZRentType,
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(RENT_TITLE_MIN, `Title must be at least ${RENT_TITLE_MIN} characters`)
    .max(RENT_TITLE_MAX, `Title must be at most ${RENT_TITLE_MAX} characters`),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(RENT_DESCRIPTION_MIN, `Description must be at least ${RENT_DESCRIPTION_MIN} characters`)
    .max(RENT_DESCRIPTION_MAX, `Description must be at most ${RENT_DESCRIPTION_MAX} characters`),
  images: z
    .array(ZUploadRef, { error: 'Images must be a list' })
    .max(RENT_MAX_IMAGES, `Add at most ${RENT_MAX_IMAGES} photos`)
    .default([]),
  placeId: z.uuid({ error: 'Choose a place' }),
  street: z
    .string({ error: 'Street must be text' })
    .trim()
    .max(RENT_STREET_MAX, `Street must be at most ${RENT_STREET_MAX} characters`)
    .default(''),
  price: ZPrice,
  period: ZRentPeriod,
  deposit: zPaisa('Deposit', {
    max: RENT_MAX_AMOUNT,
    typeError: 'Deposit must be a number of paisa',
  }).default(0),
  // Not in the past is checked by the API, which knows whether an edit keeps the listing's own date.
  availableFrom: zDay('Choose a date like 2026-01-31').refine(
    (day) => day <= latestDayAhead(),
    tooFarAheadMessage('The date it is available from'),
  ),
  amenities: z
    .array(
      z
        .string({ error: 'Each amenity must be text' })
        .trim()
        .min(1, 'An amenity cannot be empty')
        .max(RENT_AMENITY_MAX, `Each amenity must be at most ${RENT_AMENITY_MAX} characters`),
      { error: 'Amenities must be a list' },
    )
    .max(RENT_MAX_AMENITIES, `Add at most ${RENT_MAX_AMENITIES} amenities`)
    .default([])
    .transform((list) => [...new Set(list)]),
  publish: z.boolean({ error: 'publish must be true or false' }).default(false),
});
export type TRentRequest = z.input<typeof ZRentRequest>;
export type TRentInput = z.output<typeof ZRentRequest>;

/** The owner's own listing, in any status (the edit form, the owner's list). */
export const ZMyRentListing = ZRentDetail.extend({
  isHidden: z.boolean(),
  /** Inquiries still New or Replied. */
  openInquiriesCount: z.number().int(),
  inquiriesCount: z.number().int(),
});
export type TMyRentListing = z.infer<typeof ZMyRentListing>;
export const ZMyRentListingResponse = z.object({ data: ZMyRentListing });

export const ZRentWriteResponse = writeResult(ZMyRentListing);
export type TRentWriteResponse = z.infer<typeof ZRentWriteResponse>;

/** PUT /rent/:id/status: the owner moves the listing (RENT_FLOW). */
export const ZRentStatusRequest = z.object({ status: ZRentStatus });
export type TRentStatusRequest = z.input<typeof ZRentStatusRequest>;

/** GET /rent/user/posted?type=Draft|Active|Rented|Inactive (default Active). */
export const ZPostedRentListQuery = ZPageQuery.extend({ type: ZRentStatus.default('Active') });
export type TPostedRentListQuery = z.input<typeof ZPostedRentListQuery>;

export const ZRentStatusCounts = z.object({
  Draft: z.number().int(),
  Active: z.number().int(),
  Rented: z.number().int(),
  Inactive: z.number().int(),
});
export type TRentStatusCounts = z.infer<typeof ZRentStatusCounts>;

export const ZPostedRentListResponse = paginated(ZMyRentListing).extend({ counts: ZRentStatusCounts });
export type TPostedRentListResponse = z.infer<typeof ZPostedRentListResponse>;

// ─── Inquiries ────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /rent/:id/inquiries: anyone signed in but the owner, on an Active listing, one open (New or
 * Replied) inquiry per listing. `phone` a Nepali mobile; `visitDate` optional, not in the past.
 */
export const ZRentInquiryRequest = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(RENT_INQUIRY_MESSAGE_MIN, `Message must be at least ${RENT_INQUIRY_MESSAGE_MIN} characters`)
    .max(RENT_INQUIRY_MESSAGE_MAX, `Message must be at most ${RENT_INQUIRY_MESSAGE_MAX} characters`),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(NEPALI_MOBILE, 'Phone must be a mobile number like 98XXXXXXXX'),
  visitDate: z
    .union([z.literal('').transform(() => null), z.null(), zDay('Choose a visit date like 2026-01-31')])
    .optional()
    .transform((v) => v ?? null)
    .refine((v) => v === null || v >= todayInNepal(), 'The visit date cannot be in the past')
    .refine((v) => v === null || v <= latestDayAhead(), tooFarAheadMessage('The visit date')),
});
export type TRentInquiryRequest = z.input<typeof ZRentInquiryRequest>;

export const ZRentInquiry = z.object({
  _id: z.string(),
  listing: z.object({
    _id: z.string(),
    title: z.string(),
    type: ZRentType,
    status: ZRentStatus,
    image: z.string().nullable(),
  }),
  sender: ZRentPerson,
  owner: ZRentPerson,
  message: z.string(),
  phone: z.string(),
  visitDate: z.string().nullable(),
  status: ZRentInquiryStatus,
  repliedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TRentInquiry = z.infer<typeof ZRentInquiry>;
export const ZRentInquiryWriteResponse = writeResult(ZRentInquiry);
export type TRentInquiryWriteResponse = z.infer<typeof ZRentInquiryWriteResponse>;

/** GET /rent/user/inquiries?box=received|sent&status=…&listing=… (newest first). */
export const ZRentInquiryListQuery = ZPageQuery.extend({
  box: z
    .enum(RENT_INQUIRY_BOXES, { error: `box must be one of ${RENT_INQUIRY_BOXES.join(', ')}` })
    .default('received'),
  status: optionalParam(ZRentInquiryStatus),
  listing: optionalParam(z.uuid({ error: 'listing must be a valid listing id' })),
});
export type TRentInquiryListQuery = z.input<typeof ZRentInquiryListQuery>;

export const ZRentInquiryStatusCounts = z.object({
  New: z.number().int(),
  Replied: z.number().int(),
  Closed: z.number().int(),
});
export const ZRentInquiryListResponse = paginated(ZRentInquiry).extend({ counts: ZRentInquiryStatusCounts });
export type TRentInquiryListResponse = z.infer<typeof ZRentInquiryListResponse>;

/**
 * GET /rent/:id/me: the signed-in reader on this listing: the owner, or someone who may inquire.
 * `openInquiry` is the reader's own New or Replied inquiry, if any.
 */
export const ZRentViewer = z.object({
  role: z.enum(['owner', 'other']),
  canInquire: z.boolean(),
  openInquiry: ZRentInquiry.nullable(),
});
export type TRentViewer = z.infer<typeof ZRentViewer>;
export const ZRentViewerResponse = z.object({ data: ZRentViewer });

// ─── Admin ────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_RENT_SORTS = ['createdAt', 'price', 'inquiriesCount'] as const;

/** GET /admin/rent/list: `search` matches the title and the owner's name or email. */
export const ZAdminRentListQuery = ZPageQuery.extend({
  search: ZSearchParam,
  status: optionalParam(ZRentStatus),
  type: optionalParam(ZRentType),
  place: optionalParam(z.uuid({ error: 'place must be a valid place id' })),
  hidden: optionalParam(ZBoolFlag),
  sort: zSort(ADMIN_RENT_SORTS, '-createdAt'),
});
export type TAdminRentListQuery = z.input<typeof ZAdminRentListQuery>;

export const ZAdminRentRow = ZRentCard.extend({
  owner: ZRentPerson.extend({ email: z.string() }),
  isHidden: z.boolean(),
  inquiriesCount: z.number().int(),
  updatedAt: z.string(),
});
export type TAdminRentRow = z.infer<typeof ZAdminRentRow>;

export const ZAdminRentListResponse = paginated(ZAdminRentRow).extend({
  counts: z.object({ status: ZRentStatusCounts.extend({ all: z.number().int() }) }),
});
export type TAdminRentListResponse = z.infer<typeof ZAdminRentListResponse>;

/** PUT /admin/rent/list/:id/hidden. */
export const ZRentHiddenRequest = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
export type TRentHiddenRequest = z.input<typeof ZRentHiddenRequest>;
export const ZAdminRentWriteResponse = writeResult(ZAdminRentRow);
export type TAdminRentWriteResponse = z.infer<typeof ZAdminRentWriteResponse>;
