import type { TRentCard } from '@bazaar/shared/rent';
import { SimpleGrid } from '@mantine/core';
import { RentCard, RentCardSkeleton } from './rent-card';

const COLS = { base: 1, sm: 2, lg: 3 } as const;

/** Listing cards in a responsive grid: one on a phone, three on a wide screen. */
export function RentGrid({ listings }: { listings: TRentCard[] }) {
  return (
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} data-testid="rent-grid">
      {listings.map((l) => (
        <RentCard key={l._id} listing={l} />
      ))}
    </SimpleGrid>
  );
}

export function RentGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={COLS} spacing={{ base: 'sm', sm: 'md' }} aria-busy aria-label="Loading listings">
      {Array.from({ length: count }, (_, i) => (
        <RentCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
