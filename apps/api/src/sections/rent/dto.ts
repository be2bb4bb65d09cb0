import type {
  TAdminRentRow,
  TMyRentListing,
  TRentCard,
  TRentDetail,
  TRentInquiry,
  TRentPerson,
  TRentPlace,
} from '@bazaar/shared/rent';
import type { Executor } from '../../db/client.ts';
import type { RentInquiryRow, RentListingRow as StoredRentListingRow } from '../../db/schema/rents.ts';

/** A listing as the answers show it: every column but the search vector. */
type RentListingRow = Omit<StoredRentListingRow, 'search'>;

import type { AppDeps } from '../../lib/deps.ts';
import { toImageUrl } from '../../lib/images.ts';
import { loadPlaces } from '../../platform/address/places.ts';
import * as inquiryRepo from './inquiry-repo.ts';
import * as repo from './repo.ts';

/** What turning rows into answers needs. */
export type DtoDeps = { db: Executor } & Pick<AppDeps, 'imageBaseUrl'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toPerson(deps: DtoDeps, people: Map<string, repo.PersonRow>, id: string): TRentPerson {
  const p = people.get(id);
  return {
    _id: id,
    fullName: p?.fullName ?? 'Former user',
    image: toImageUrl(p?.image ?? null, deps.imageBaseUrl),
  };
}

function cardOf(
  deps: DtoDeps,
  row: RentListingRow,
  people: Map<string, repo.PersonRow>,
  places: Map<string, TRentPlace>,
): TRentCard {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    status: row.status,
    price: row.price,
    period: row.period,
    deposit: row.deposit,
    place: places.get(row.placeId) ?? null,
    availableFrom: row.availableFrom,
    image: toImageUrl(row.images[0] ?? null, deps.imageBaseUrl),
    amenities: row.amenities,
    owner: toPerson(deps, people, row.ownerId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owners and places of `rows`; `known`: owners already read (with the listings), not read again. */
async function load(deps: DtoDeps, rows: RentListingRow[], known?: Map<string, repo.PersonRow>) {
  const [read, places] = await Promise.all([
    repo.findPeople(
      deps.db,
      rows.map((r) => r.ownerId).filter((id) => !known?.has(id)),
    ),
    loadPlaces(deps.db, rows),
  ]);
  return { people: known ? new Map([...known, ...read]) : read, places };
}

/** Listing cards; `owners`: their owners when the list read them with the listings. */
export async function toCards(
  deps: DtoDeps,
  rows: RentListingRow[],
  owners?: Map<string, repo.PersonRow>,
): Promise<TRentCard[]> {
  const { people, places } = await load(deps, rows, owners);
  return rows.map((r) => cardOf(deps, r, people, places));
}

function detailOf(
  deps: DtoDeps,
  row: RentListingRow,
  people: Map<string, repo.PersonRow>,
  places: Map<string, TRentPlace>,
): TRentDetail {
  return {
    ...cardOf(deps, row, people, places),
    description: row.description,
    images: row.images.map((i) => toImageUrl(i, deps.imageBaseUrl) ?? i),
    street: row.street,
    owner: {
      ...toPerson(deps, people, row.ownerId),
      memberSince: (people.get(row.ownerId)?.createdAt ?? new Date(0)).toISOString(),
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toDetail(deps: DtoDeps, row: RentListingRow): Promise<TRentDetail> {
  const { people, places } = await load(deps, [row]);
  return detailOf(deps, row, people, places);
}

export async function toMine(
  deps: DtoDeps,
  rows: (RentListingRow & { openInquiriesCount: number })[],
): Promise<TMyRentListing[]> {
  const { people, places } = await load(deps, rows);
  return rows.map((r) => ({
    ...detailOf(deps, r, people, places),
    isHidden: r.isHidden,
    openInquiriesCount: r.openInquiriesCount,
    inquiriesCount: r.inquiriesCount,
  }));
}

export async function toAdminRows(deps: DtoDeps, rows: RentListingRow[]): Promise<TAdminRentRow[]> {
  const { people, places } = await load(deps, rows);
  return rows.map((r) => ({
    ...cardOf(deps, r, people, places),
    owner: { ...toPerson(deps, people, r.ownerId), email: people.get(r.ownerId)?.email ?? '' },
    isHidden: r.isHidden,
    inquiriesCount: r.inquiriesCount,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function toInquiries(deps: DtoDeps, rows: RentInquiryRow[]): Promise<TRentInquiry[]> {
  const [listings, people] = await Promise.all([
    inquiryRepo.findListingsByIds(
      deps.db,
      rows.map((r) => r.listingId),
    ),
    repo.findPeople(
      deps.db,
      rows.flatMap((r) => [r.senderId, r.ownerId]),
    ),
  ]);
  return rows.map((r) => {
    const listing = listings.get(r.listingId);
    return {
      _id: r.id,
      listing: {
        _id: r.listingId,
        title: listing?.title ?? '',
        type: listing?.type ?? 'room',
        status: listing?.status ?? 'Inactive',
        image: toImageUrl(listing?.images[0] ?? null, deps.imageBaseUrl),
      },
      sender: toPerson(deps, people, r.senderId),
      owner: toPerson(deps, people, r.ownerId),
      message: r.message,
      phone: r.phone,
      visitDate: r.visitDate,
      status: r.status,
      repliedAt: iso(r.repliedAt),
      closedAt: iso(r.closedAt),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function toInquiry(deps: DtoDeps, row: RentInquiryRow): Promise<TRentInquiry> {
  const [one] = await toInquiries(deps, [row]);
  if (!one) throw new Error('toInquiries answered nothing');
  return one;
}
