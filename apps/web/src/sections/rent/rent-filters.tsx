'use client';

import {
  RENT_PERIOD_LABELS,
  RENT_PERIODS,
  RENT_TYPE_LABELS,
  RENT_TYPES,
  type TRentPeriod,
} from '@bazaar/shared/rent-constants';
import { SegmentedControl, Text } from '@mantine/core';
import {
  ChoiceFilter,
  DayFilter,
  FilterPanel,
  FilterSection,
  RupeeRangeFilter,
} from '@/components/listing/filter-parts';
import type { TListFiltersProps } from '@/components/listing/section-list-view';
import { PlaceFilterSection } from '@/platform/address/place-filter';
import { useRentTypes } from './queries';
import type { TRentListState } from './rent-params';

type RentFiltersProps = TListFiltersProps<TRentListState>;

const AVAILABLE_BY = [
  'Available by',
  'Available on or before',
  'Listings free on or before this day',
] as const;

/** Every rent filter; the same panel sits in the sidebar on a desktop and in a drawer on a phone. */
export function RentFilters(props: RentFiltersProps) {
  const { state, onChange } = props;
  const types = useRentTypes().data;
  const counts = new Map(types?.map((row) => [row.type, row.count]));
  // Every listed rental has one type: the counts add up to the whole listing.
  const allCount = types?.reduce((sum, row) => sum + row.count, 0);
  return (
    <FilterPanel>
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
      <PlaceFilterSection {...props} note="Listings in the chosen place and every place under it." />
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
        <RupeeRangeFilter name="Price" range={state} onApply={onChange} />
        {!state.period && (state.minRupees !== undefined || state.maxRupees !== undefined) ? (
          <Text size="xs" c="dimmed">
            Choose a period so the range compares like with like.
          </Text>
        ) : null}
      </FilterSection>
      <DayFilter
        words={AVAILABLE_BY}
        value={state.available}
        onChange={(available) => onChange({ available })}
      />
    </FilterPanel>
  );
}
