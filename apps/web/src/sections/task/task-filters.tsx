'use client';

import type { TTaskCategory } from '@bazaar/shared/task';
import { Switch } from '@mantine/core';
import { CategoryFilter, DayFilter, FilterPanel, RupeeRangeSection } from '@/components/listing/filter-parts';
import type { TListFiltersProps } from '@/components/listing/section-list-view';
import { PlaceFilterSection } from '@/platform/address/place-filter';
import type { TTaskListState } from './task-params';

type TaskFiltersProps = TListFiltersProps<TTaskListState, TTaskCategory>;

const DUE_BY = ['Due by', 'Due on or before', 'Tasks due on or before this day'] as const;

/** Every task filter; the same panel sits in the sidebar on a desktop and in a drawer on a phone. */
export function TaskFilters(props: TaskFiltersProps) {
  const { state, onChange } = props;
  return (
    <FilterPanel>
      <CategoryFilter {...props} label="Task categories" count={(c) => c.openTaskCount} />
      <PlaceFilterSection
        {...props}
        note="Tasks in the chosen place and every place under it."
        isPlaceShown={!state.remote}
      >
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
      </PlaceFilterSection>
      <RupeeRangeSection name="Budget" range={state} onApply={onChange} />
      <DayFilter words={DUE_BY} value={state.date} onChange={(date) => onChange({ date })} />
    </FilterPanel>
  );
}
