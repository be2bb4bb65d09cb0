'use client';

import { Pill } from '@mantine/core';

// Apart from the filter panel's parts (filter-parts.tsx): a listing shows its chips on first load, and
// its panel loads only when the sidebar or the drawer shows it, with Mantine's inputs and lists.

/** An active filter above a listing, removable. */
export function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Pill
      size="md"
      withRemoveButton
      onRemove={onRemove}
      removeButtonProps={{ 'aria-label': `Remove ${label}` }}
    >
      {label}
    </Pill>
  );
}

/** The chip of a place filter (the panel names the place; the URL holds only its id). */
export function PlaceChip({ onRemove }: { onRemove: () => void }) {
  return <FilterChip label="In the chosen place" onRemove={onRemove} />;
}

/** "Rs. 500 – Rs. 2,000", "From Rs. 500", "Up to Rs. 2,000". */
export function rangeLabel(lo: string | undefined, hi: string | undefined): string {
  return lo && hi ? `${lo} – ${hi}` : lo ? `From ${lo}` : `Up to ${hi}`;
}
