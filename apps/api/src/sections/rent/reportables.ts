import { rentPath } from '@bazaar/shared/rent-constants';
import { eq } from 'drizzle-orm';
import { rentListings } from '../../db/schema/rents.ts';
import { reportedListing } from '../../platform/moderation/reported-listing.ts';
import type { Reportables } from '../contract.ts';
import { setListingHidden } from './admin-service.ts';

/** What of the Rent section people can report (decision 046): a rental (its owner answers). */
export const RENT_REPORTABLES: Reportables = {
  rental: {
    find: async (db, id) => {
      const [row] = await db
        .select({
          title: rentListings.title,
          description: rentListings.description,
          isHidden: rentListings.isHidden,
          ownerId: rentListings.ownerId,
        })
        .from(rentListings)
        .where(eq(rentListings.id, id))
        .limit(1);
      return row && reportedListing(row, { path: rentPath(id) });
    },
    setHidden: async (deps, id, hidden) => {
      await setListingHidden(deps, id, hidden);
    },
  },
};
