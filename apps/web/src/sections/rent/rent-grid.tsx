import type { TRentCard } from '@bazaar/shared/rent';
import { ListingGrid } from '@/components/listing/listing-grid';
import { RentCard, RentCardSkeleton } from './rent-card';

/** Listing cards in a responsive grid: one on a phone, three on a wide screen. */
export function RentGrid({ listings }: { listings: TRentCard[] }) {
  return (
    <ListingGrid testId="rent-grid">
      {listings.map((l) => (
        <RentCard key={l._id} listing={l} />
      ))}
    </ListingGrid>
  );
}

export function RentGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ListingGrid loading="Loading listings">
      {Array.from({ length: count }, (_, i) => (
        <RentCardSkeleton key={i} />
      ))}
    </ListingGrid>
  );
}
