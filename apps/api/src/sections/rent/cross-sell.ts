import { todayInNepal } from '@bazaar/shared/fields';
import { RENT_HOME_TYPES, RENT_TYPE_LABELS, RENT_TYPES, rentPath } from '@bazaar/shared/rent-constants';
import { AppError } from '../../lib/app-error.ts';
import type { SectionCrossSell } from '../contract.ts';
import { toCards } from './dto.ts';
import { listPublicListings } from './repo.ts';
import { findPublicListing } from './service.ts';

/**
 * Rent's part in the offers across sections (decision 049): an admin links a kind of place (a flat, a
 * house) to a task category ("Moving in? Hire movers"); the task is for the rental's place, on the day it
 * is free from when that is still ahead.
 */
export const rentCrossSell: SectionCrossSell = {
  sources: async () => RENT_TYPES.map((type) => ({ key: type, label: RENT_TYPE_LABELS[type] })),
  listing: async (deps, id) => {
    try {
      const row = await findPublicListing(deps.db, id);
      return {
        keys: [row.type],
        name: row.title,
        placeId: row.placeId,
        date: row.availableFrom > todayInNepal() ? row.availableFrom : null,
      };
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  },
  near: async (deps, placeId, limit) => {
    // Places to live only: a job's neighbourhood, not its vans and sound systems.
    const found = await listPublicListings(deps.db, {
      filters: { types: RENT_HOME_TYPES, placeId },
      tsquery: null,
      exactTsquery: null,
      sort: 'newest',
      page: 1,
      limit,
    });
    return (await toCards(deps, found.docs, found.owners)).map((r) => ({
      _id: r._id,
      title: r.title,
      path: rentPath(r._id),
      image: r.image,
      price: r.price,
      period: r.period,
      place: r.place?.label ?? '',
    }));
  },
};
