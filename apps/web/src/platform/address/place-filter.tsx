'use client';

import { Button, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { FilterSection } from '@/components/listing/filter-parts';
import { AddressSelects, chainTarget, type TAddressChain } from './address-selects';

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

type PlaceFilterProps = {
  /** The place the listing is filtered on now. */
  place: string | undefined;
  /** The place chosen in this visit, so its name can be shown. */
  placeChain: TAddressChain;
  onPlaceChain: (chain: TAddressChain) => void;
  /** Filters the listing on a place (undefined: any place). */
  onApply: (place: string | undefined) => void;
  /** What the filter finds, under the selects ("Tasks in the chosen place and every place under it."). */
  note: string;
};

/**
 * A public listing's place filter (tasks, jobs, rentals): a place on the address tree, which finds
 * the listings there and in every place under it, applied with a button so that choosing a State
 * and then its District does not fetch twice.
 */
export function PlaceFilter({ place, placeChain, onPlaceChain, onApply, note }: PlaceFilterProps) {
  const [draftChain, setDraftChain] = useState<TAddressChain>(placeChain);
  useEffect(() => setDraftChain(place ? placeChain : EMPTY_CHAIN), [place, placeChain]);
  const draftPlace = chainTarget(draftChain) || undefined;
  return (
    <Stack gap="xs">
      <AddressSelects value={draftChain} onChange={setDraftChain} cols={1} />
      <Text size="xs" c="dimmed">
        {note}
      </Text>
      <Button
        size="xs"
        variant="light"
        disabled={draftPlace === place}
        onClick={() => {
          onPlaceChain(draftChain);
          onApply(draftPlace);
        }}
      >
        {draftPlace ? 'Apply place' : 'Any place'}
      </Button>
    </Stack>
  );
}

/**
 * The "Where" block of a listing's filter panel, handed the panel's props (its state's `place`, the
 * chain chosen in this visit): `children` come before the selects (task's "Remote tasks only"), and
 * `isPlaceShown={false}` leaves the selects out.
 */
export function PlaceFilterSection({
  state,
  onChange,
  placeChain,
  onPlaceChain,
  note,
  isPlaceShown = true,
  children,
}: Omit<PlaceFilterProps, 'place' | 'onApply'> & {
  state: { place?: string | undefined };
  onChange: (patch: { place: string | undefined }) => void;
  isPlaceShown?: boolean;
  children?: ReactNode;
}) {
  return (
    <FilterSection title="Where">
      {children}
      {isPlaceShown ? (
        <PlaceFilter
          place={state.place}
          placeChain={placeChain}
          onPlaceChain={onPlaceChain}
          onApply={(place) => onChange({ place })}
          note={note}
        />
      ) : null}
    </FilterSection>
  );
}
