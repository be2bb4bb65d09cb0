'use client';

import type { TTaskCategory } from '@bazaar/shared/task';
import { Divider, Stack, Switch, TextInput } from '@mantine/core';
import { ChoiceFilter, FilterSection, RupeeRangeFilter } from '@/components/listing/filter-parts';
import type { TListFiltersProps } from '@/components/listing/section-list-view';
import { PlaceFilter } from '@/platform/address/place-filter';
import type { TTaskListState } from './task-params';

type TaskFiltersProps = TListFiltersProps<TTaskListState, TTaskCategory>;

/** Every task filter; the same panel sits in the sidebar on a desktop and in a drawer on a phone. */
export function TaskFilters({
  state,
  onChange,
  categories,
  onSelectCategory,
  placeChain,
  onPlaceChain,
}: TaskFiltersProps) {
  return (
    <Stack gap="lg">
      <FilterSection title="Category">
        <ChoiceFilter
          label="Task categories"
          allLabel="All categories"
          choices={(categories ?? []).map((c) => ({ value: c.slug, label: c.name, count: c.openTaskCount }))}
          value={state.category}
          onChange={onSelectCategory}
        />
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
          <PlaceFilter
            place={state.place}
            placeChain={placeChain}
            onPlaceChain={onPlaceChain}
            onApply={(place) => onChange({ place })}
            note="Tasks in the chosen place and every place under it."
          />
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
