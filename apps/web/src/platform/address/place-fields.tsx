'use client';

import { Text, TextInput } from '@mantine/core';
import { AddressSelects, chainTarget, type TAddressChain } from './address-selects';

// Where a listing is (a task, a job, a rental): the place on the address tree and a street. A listing
// opened for editing keeps its place until another one is chosen.

/** The place a listing had when opened for editing. */
export type TKeptPlace = { _id: string; label: string } | null;

/** The part of a listing form's draft that says where it is. */
export type TPlaceDraft = { chain: TAddressChain; keptPlace: TKeptPlace; street: string };

export const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

/** The draft's place fields for a stored listing: its place kept, nothing chosen yet. */
export function placeDraftOf(place: { _id: string; label: string } | null, street: string): TPlaceDraft {
  return { chain: EMPTY_CHAIN, keptPlace: place ? { _id: place._id, label: place.label } : null, street };
}

/** The place to save: the one chosen, else the one kept; '' when neither. */
export function placeIdOf(d: TPlaceDraft): string {
  return chainTarget(d.chain) || d.keptPlace?._id || '';
}

/** The kept place's label while no other place is chosen, else null. */
export function keptPlaceLabel(d: TPlaceDraft): string | null {
  return d.keptPlace && !chainTarget(d.chain) ? d.keptPlace.label : null;
}

/** The line naming the kept place above the selects. */
export function KeptPlaceLine({ draft }: { draft: TPlaceDraft }) {
  const label = keptPlaceLabel(draft);
  return label ? (
    <Text size="sm">
      Place: <b>{label}</b> (choose below to change it)
    </Text>
  ) : null;
}

/** The address selects and the street; the street's words and limit are the section's. */
export function PlaceFields({
  form: { draft, set, errors },
  street,
}: {
  /** The form's draft, setter and errors (`useDraftFields`). */
  form: {
    draft: TPlaceDraft;
    set: { (key: 'chain', value: TAddressChain): void; (key: 'street', value: string): void };
    errors: { placeId?: string | undefined; street?: string | undefined };
  };
  street: { label: string; description?: string; max: number };
}) {
  return (
    <>
      <AddressSelects
        required
        value={draft.chain}
        onChange={(chain) => set('chain', chain)}
        error={errors.placeId}
      />
      <TextInput
        label={street.label}
        description={street.description}
        maxLength={street.max}
        value={draft.street}
        onChange={(e) => set('street', e.currentTarget.value)}
        error={errors.street}
      />
    </>
  );
}
