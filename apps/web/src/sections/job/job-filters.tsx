'use client';

import type { TJobCategory } from '@bazaar/shared/job';
import {
  JOB_LEVEL_LABELS,
  JOB_LEVELS,
  JOB_TYPES,
  type TJobLevel,
  type TJobType,
} from '@bazaar/shared/job-constants';
import { Button, Select } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Form } from '@/components/form/form';
import { WholeNumberInput } from '@/components/form/whole-number-input';
import { CategoryFilter, FilterPanel, FilterSection } from '@/components/listing/filter-parts';
import type { TListFiltersProps } from '@/components/listing/section-list-view';
import { PlaceFilterSection } from '@/platform/address/place-filter';
import type { TJobListState } from './job-params';

type JobFiltersProps = TListFiltersProps<TJobListState, TJobCategory>;

/** A monthly salary floor in whole rupees, applied on submit so typing does not fetch on every key. */
function SalaryFloor({
  value,
  onApply,
}: {
  value: number | undefined;
  onApply: (v: number | undefined) => void;
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  useEffect(() => setDraft(value === undefined ? '' : String(value)), [value]);
  function submit(event: FormEvent) {
    event.preventDefault();
    const n = Number(draft);
    onApply(draft === '' || !Number.isFinite(n) || n <= 0 ? undefined : Math.floor(n));
  }
  return (
    <Form onSubmit={submit} aria-label="Minimum salary">
      <WholeNumberInput
        label="At least (Rs. a month)"
        placeholder="Any"
        size="xs"
        value={draft}
        onChange={setDraft}
      />
      <Button type="submit" size="xs" variant="light" fullWidth mt="xs">
        Apply salary
      </Button>
    </Form>
  );
}

/** Every job filter; the same panel sits in the sidebar on a desktop and in a drawer on a phone. */
export function JobFilters(props: JobFiltersProps) {
  const { state, onChange } = props;
  return (
    <FilterPanel>
      <CategoryFilter {...props} label="Job categories" count={(c) => c.openJobCount} />
      <FilterSection title="Job">
        <Select
          label="Type"
          placeholder="Any type"
          clearable
          size="xs"
          data={[...JOB_TYPES]}
          value={state.type ?? null}
          onChange={(v) => onChange({ type: (v as TJobType | null) ?? undefined })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Level"
          placeholder="Any level"
          clearable
          size="xs"
          data={JOB_LEVELS.map((l) => ({ value: l, label: JOB_LEVEL_LABELS[l] }))}
          value={state.level ?? null}
          onChange={(v) => onChange({ level: (v as TJobLevel | null) ?? undefined })}
          comboboxProps={{ withinPortal: true }}
        />
      </FilterSection>
      <PlaceFilterSection {...props} note="Jobs in the chosen place and every place under it." />
      <FilterSection title="Salary">
        <SalaryFloor
          value={state.minSalaryRupees}
          onApply={(minSalaryRupees) => onChange({ minSalaryRupees })}
        />
      </FilterSection>
    </FilterPanel>
  );
}
