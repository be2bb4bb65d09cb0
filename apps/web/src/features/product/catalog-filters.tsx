'use client';

import type { TCategoryTreeNode } from '@bazaar/shared/category';
import {
  Button,
  Divider,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Form } from '@/components/form/form';
import { CategoryTreeNav } from '@/features/category/category-tree-nav';
import type { TCatalogState } from './catalog-params';
import { StarsBar } from './rating-stars';

export type TVendorOption = { value: string; label: string };

type CatalogFiltersProps = {
  state: TCatalogState;
  onChange: (patch: Partial<TCatalogState>) => void;
  tree: TCategoryTreeNode[] | undefined;
  /** Choosing a category; a category page navigates instead of filtering. */
  onSelectCategory: (slug: string | undefined) => void;
  categoryAllLabel?: string;
  /** The vendor choice; none on a store page, whose vendor is fixed. */
  vendorOptions?: TVendorOption[];
};

function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function toInputValue(value: number | undefined): string | number {
  return value === undefined ? '' : value;
}

function fromInputValue(value: string | number): number | undefined {
  if (value === '' || value === undefined) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}

/** Price in whole rupees; applied on submit so typing does not fetch on every key. */
function PriceRangeFilter({
  min,
  max,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const [draftMin, setDraftMin] = useState<string | number>(toInputValue(min));
  const [draftMax, setDraftMax] = useState<string | number>(toInputValue(max));
  // Follow the URL when it changes from elsewhere (clear filters, Back).
  useEffect(() => setDraftMin(toInputValue(min)), [min]);
  useEffect(() => setDraftMax(toInputValue(max)), [max]);

  const lo = fromInputValue(draftMin);
  const hi = fromInputValue(draftMax);
  const isReversed = lo !== undefined && hi !== undefined && lo > hi;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isReversed) onApply(lo, hi);
  }

  return (
    <Form onSubmit={submit} aria-label="Price range">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <NumberInput
          label="Min (Rs.)"
          placeholder="0"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          hideControls
          value={draftMin}
          onChange={setDraftMin}
          size="xs"
          style={{ flex: 1 }}
        />
        <NumberInput
          label="Max (Rs.)"
          placeholder="Any"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          hideControls
          value={draftMax}
          onChange={setDraftMax}
          size="xs"
          error={isReversed ? 'Below min' : undefined}
          style={{ flex: 1 }}
        />
      </Group>
      <Button type="submit" size="xs" variant="light" fullWidth mt="xs" disabled={isReversed}>
        Apply price
      </Button>
    </Form>
  );
}

const RATING_CHOICES = [4, 3, 2, 1] as const;

/** Every catalogue filter; the same panel sits in the sidebar on a desktop and in a drawer on a phone. */
export function CatalogFilters({
  state,
  onChange,
  tree,
  onSelectCategory,
  categoryAllLabel,
  vendorOptions,
}: CatalogFiltersProps) {
  return (
    <Stack gap="lg">
      <FilterSection title="Category">
        <CategoryTreeNav
          tree={tree}
          selected={state.category}
          onSelect={onSelectCategory}
          allLabel={categoryAllLabel}
        />
      </FilterSection>
      <Divider />
      <FilterSection title="Price">
        <PriceRangeFilter
          min={state.minRupees}
          max={state.maxRupees}
          onApply={(minRupees, maxRupees) => onChange({ minRupees, maxRupees })}
        />
      </FilterSection>
      <Divider />
      <FilterSection title="Customer rating">
        <Radio.Group
          aria-label="Minimum rating"
          value={state.rating ? String(state.rating) : 'any'}
          onChange={(v) => onChange({ rating: v === 'any' ? undefined : Number(v) })}
        >
          <Stack gap={8}>
            {RATING_CHOICES.map((r) => (
              <Radio
                key={r}
                value={String(r)}
                // Named by its label, so the name holds the visible words: "4 stars & up".
                label={
                  <Group gap={6} wrap="nowrap">
                    <StarsBar rating={r} />
                    <Text size="sm">
                      <VisuallyHidden>{r} stars </VisuallyHidden>& up
                    </Text>
                  </Group>
                }
              />
            ))}
            <Radio value="any" label="Any rating" />
          </Stack>
        </Radio.Group>
      </FilterSection>
      <Divider />
      <FilterSection title="Availability">
        <Switch
          label="In stock only"
          checked={state.inStock}
          onChange={(e) => onChange({ inStock: e.currentTarget.checked })}
        />
      </FilterSection>
      {vendorOptions ? (
        <>
          <Divider />
          <FilterSection title="Vendor">
            <Select
              aria-label="Vendor"
              placeholder="All vendors"
              data={vendorOptions}
              value={state.vendor ?? null}
              onChange={(v) => onChange({ vendor: v ?? undefined })}
              clearable
              searchable
              nothingFoundMessage="No vendor by that name here"
              comboboxProps={{ withinPortal: true }}
            />
          </FilterSection>
        </>
      ) : null}
    </Stack>
  );
}
