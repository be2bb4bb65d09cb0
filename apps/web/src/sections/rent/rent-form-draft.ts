import { todayInNepal } from '@bazaar/shared/fields';
import { parseRupees, toRupees } from '@bazaar/shared/money';
import { type TMyRentListing, type TRentRequest, ZRentRequest } from '@bazaar/shared/rent';
import type { TRentPeriod, TRentType } from '@bazaar/shared/rent-constants';
import { schemaFieldErrors } from '@/components/listing-form/use-draft-fields';
import { EMPTY_CHAIN, placeDraftOf, placeIdOf, type TPlaceDraft } from '@/platform/address/place-fields';

// The rent form's draft: empty, from a stored listing, to the request, and its field errors.

export type Draft = TPlaceDraft & {
  type: TRentType | '';
  title: string;
  description: string;
  images: string[];
  priceRs: string;
  period: TRentPeriod;
  depositRs: string;
  availableFrom: string;
  amenities: string[];
};

export const EMPTY: Draft = {
  type: '',
  title: '',
  description: '',
  images: [],
  chain: EMPTY_CHAIN,
  keptPlace: null,
  street: '',
  priceRs: '',
  period: 'month',
  depositRs: '',
  availableFrom: '',
  amenities: [],
};

/** The request field each draft field feeds, where the names differ. */
export const ERROR_KEYS = {
  chain: 'placeId',
  keptPlace: 'placeId',
  priceRs: 'price',
  depositRs: 'deposit',
} as const;

export function draftOf(listing: TMyRentListing): Draft {
  return {
    type: listing.type,
    title: listing.title,
    description: listing.description,
    images: listing.images,
    ...placeDraftOf(listing.place, listing.street),
    priceRs: String(toRupees(listing.price)),
    period: listing.period,
    depositRs: listing.deposit > 0 ? String(toRupees(listing.deposit)) : '',
    availableFrom: listing.availableFrom,
    amenities: listing.amenities,
  };
}

export function requestOf(d: Draft, publish: boolean): TRentRequest {
  return {
    type: (d.type || undefined) as TRentType,
    title: d.title,
    description: d.description,
    images: d.images,
    placeId: placeIdOf(d),
    street: d.street,
    price: parseRupees(d.priceRs) ?? Number.NaN,
    period: d.period,
    deposit: d.depositRs.trim() ? (parseRupees(d.depositRs) ?? Number.NaN) : 0,
    availableFrom: d.availableFrom,
    amenities: d.amenities,
    publish,
  };
}

/** Field errors keyed by the request's field names, from the shared schema (the API says the same). */
export function validate(d: Draft, isNew: boolean): Record<string, string> {
  const errors = schemaFieldErrors(ZRentRequest.safeParse(requestOf(d, false)));
  if (errors.type) errors.type = 'Choose what you are renting out';
  if (errors.placeId) errors.placeId = 'Choose a place';
  if (errors.price && parseRupees(d.priceRs) === null) errors.price = 'Price is required';
  // The picker shows the browser's own date format: "like 2026-01-31" only confused an empty field.
  if (errors.availableFrom && !d.availableFrom) errors.availableFrom = 'Choose the day it is available from';
  if (!errors.availableFrom && isNew && d.availableFrom < todayInNepal()) {
    errors.availableFrom = 'The date it is available from cannot be in the past';
  }
  return errors;
}
