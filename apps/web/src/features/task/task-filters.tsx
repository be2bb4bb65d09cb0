'use client';

import type { TTaskCategory } from '@bazaar/shared/task';
import { Badge, Button, Divider, NavLink, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FilterSection, RupeeRangeFilter } from '@/components/listing/filter-parts';
import { AddressSelects, chainTarget, type TAddressChain } from '@/features/address/address-selects';
import type { TTaskListState } from './task-params';

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

type TaskFiltersProps = {
  state: TTaskListState;
  onChange: (patch: Partial<TTaskListState>) => void;
  categories: TTaskCategory[] | undefined;
  /** Choosing a category; a category page navigates instead of filtering. */
  onSelectCategory: (slug: string | undefined) => void;
  /** The place chosen in this visit, so its name can be shown. */
  placeChain: TAddressChain;
  onPlaceChain: (chain: TAddressChain) => void;
};

/** Every task filter; the same panel sits in the sidebar on a desktop and in a drawer on a phone. */
export function TaskFilters({
  state,
  onChange,
  categories,
  onSelectCategory,
  placeChain,
  onPlaceChain,
}: TaskFiltersProps) {
  const [draftChain, setDraftChain] = useState<TAddressChain>(placeChain);
  useEffect(() => setDraftChain(state.place ? placeChain : EMPTY_CHAIN), [state.place, placeChain]);
  const draftPlace = chainTarget(draftChain) || undefined;

  return (
    <Stack gap="lg">
      <FilterSection title="Category">
        <Stack gap={2} role="list" aria-label="Task categories">
          <NavLink
            role="listitem"
            component="button"
            label="All categories"
            active={!state.category}
            onClick={() => onSelectCategory(undefined)}
          />
          {(categories ?? []).map((c) => (
            <NavLink
              key={c._id}
              role="listitem"
              component="button"
              label={c.name}
              active={state.category === c.slug}
              rightSection={
                <Badge size="xs" variant="light" circle={c.openTaskCount < 10}>
                  {c.openTaskCount}
                </Badge>
              }
              onClick={() => onSelectCategory(c.slug)}
            />
          ))}
        </Stack>
      </FilterSection>
      <Divider />
      <FilterSection title="Where">
        <Switch
          label="Remote tasks only"
          checked={state.remote}
          onChange={(e) =>
            onChange({
              remote: e.currentTarget.checked,
              ...(e.currentTarget.checked ? { place: undefined } : {}),
            })
          }
        />
        {!state.remote ? (
          <Stack gap="xs">
            <AddressSelects value={draftChain} onChange={setDraftChain} cols={1} />
            <Text size="xs" c="dimmed">
              Tasks in the chosen place and every place under it.
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
        ) : null}
      </FilterSection>
      <Divider />
      <FilterSection title="Budget">
        <RupeeRangeFilter
          name="Budget"
          min={state.minRupees}
          max={state.maxRupees}
          onApply={(minRupees, maxRupees) => onChange({ minRupees, maxRupees })}
        />
      </FilterSection>
      <Divider />
      <FilterSection title="Due by">
        <TextInput
          type="date"
          aria-label="Due on or before"
          description="Tasks due on or before this day"
          value={state.date ?? ''}
          onChange={(e) => onChange({ date: e.currentTarget.value || undefined })}
        />
      </FilterSection>
    </Stack>
  );
}
