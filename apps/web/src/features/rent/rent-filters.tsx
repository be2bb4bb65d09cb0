'use client';

import {
  RENT_PERIOD_LABELS,
  RENT_PERIODS,
  RENT_TYPE_LABELS,
  RENT_TYPES,
  type TRentPeriod,
} from '@bazaar/shared/rent-constants';
import { Button, Divider, NavLink, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FilterSection, RupeeRangeFilter } from '@/components/listing/filter-parts';
import { AddressSelects, chainTarget, type TAddressChain } from '@/features/address/address-selects';
import type { TRentListState } from './rent-params';

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

type RentFiltersProps = {
  state: TRentListState;
  onChange: (patch: Partial<TRentListState>) => void;
  /** The place chosen in this visit, so its name can be shown. */
  placeChain: TAddressChain;
  onPlaceChain: (chain: TAddressChain) => void;
};

/** Every rent filter; the same panel sits in the sidebar on a desktop and in a drawer on a phone. */
export function RentFilters({ state, onChange, placeChain, onPlaceChain }: RentFiltersProps) {
  const [draftChain, setDraftChain] = useState<TAddressChain>(placeChain);
  useEffect(() => setDraftChain(state.place ? placeChain : EMPTY_CHAIN), [state.place, placeChain]);
  const draftPlace = chainTarget(draftChain) || undefined;

  return (
    <Stack gap="lg">
      <FilterSection title="Type">
        <Stack gap={2} role="list" aria-label="Rental types">
          <NavLink
            role="listitem"
            component="button"
            label="Every type"
            active={!state.type}
            onClick={() => onChange({ type: undefined })}
          />
          {RENT_TYPES.map((type) => (
            <NavLink
              key={type}
              role="listitem"
              component="button"
              label={RENT_TYPE_LABELS[type]}
              active={state.type === type}
              onClick={() => onChange({ type })}
            />
          ))}
        </Stack>
      </FilterSection>
      <Divider />
      <FilterSection title="Where">
        <Stack gap="xs">
          <AddressSelects value={draftChain} onChange={setDraftChain} cols={1} />
          <Text size="xs" c="dimmed">
            Listings in the chosen place and every place under it.
          </Text>
          <Button
            size="xs"
            variant="light"
            disabled={draftPlace === state.place}
            onClick={() => {
              onPlaceChain(draftChain);
              onChange({ place: draftPlace });
            }}
          >
            {draftPlace ? 'Apply place' : 'Any place'}
          </Button>
        </Stack>
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
