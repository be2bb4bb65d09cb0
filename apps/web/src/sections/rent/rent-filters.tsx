'use client';

import {
  RENT_PERIOD_LABELS,
  RENT_PERIODS,
  RENT_TYPE_LABELS,
  RENT_TYPES,
  type TRentPeriod,
} from '@bazaar/shared/rent-constants';
import { Divider, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { ChoiceFilter, FilterSection, RupeeRangeFilter } from '@/components/listing/filter-parts';
import type { TListFiltersProps } from '@/components/listing/section-list-view';
import { PlaceFilter } from '@/platform/address/place-filter';
import { useRentTypes } from './queries';
import type { TRentListState } from './rent-params';

type RentFiltersProps = TListFiltersProps<TRentListState>;

/** Every rent filter; the same panel sits in the sidebar on a desktop and in a drawer on a phone. */
export function RentFilters({ state, onChange, placeChain, onPlaceChain }: RentFiltersProps) {
  const types = useRentTypes().data;
  const counts = new Map(types?.map((row) => [row.type, row.count]));
  // Every listed rental has one type: the counts add up to the whole listing.
  const allCount = types?.reduce((sum, row) => sum + row.count, 0);
  return (
    <Stack gap="lg">
      <FilterSection title="Type">
        <ChoiceFilter
          label="Rental types"
          allLabel="Every type"
          allCount={allCount}
          choices={RENT_TYPES.map((type) => ({
            value: type,
            label: RENT_TYPE_LABELS[type],
            count: counts.get(type),
          }))}
          value={state.type}
          onChange={(type) => onChange({ type })}
        />
      </FilterSection>
      <Divider />
      <FilterSection title="Where">
        <PlaceFilter
          place={state.place}
          placeChain={placeChain}
          onPlaceChain={onPlaceChain}
          onApply={(place) => onChange({ place })}
          note="Listings in the chosen place and every place under it."
        />
      </FilterSection>
      <Divider />
      <FilterSection title="Price">
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label="Price period"
          value={state.period ?? 'any'}
          data={[
            { value: 'any', label: 'Any' },
            ...RENT_PERIODS.map((p) => ({ value: p, label: RENT_PERIOD_LABELS[p].replace('per ', '/ ') })),
          ]}
          onChange={(value) => onChange({ period: value === 'any' ? undefined : (value as TRentPeriod) })}
        />
        <RupeeRangeFilter
          name="Price"
          min={state.minRupees}
          max={state.maxRupees}
          onApply={(minRupees, maxRupees) => onChange({ minRupees, maxRupees })}
        />
        {!state.period && (state.minRupees !== undefined || state.maxRupees !== undefined) ? (
          <Text size="xs" c="dimmed">
            Choose a period so the range compares like with like.
          </Text>
        ) : null}
      </FilterSection>
      <Divider />
      <FilterSection title="Available by">
        <TextInput
          type="date"
          aria-label="Available on or before"
          description="Listings free on or before this day"
          value={state.available ?? ''}
          onChange={(e) => onChange({ available: e.currentTarget.value || undefined })}
        />
      </FilterSection>
    </Stack>
  );
}
