'use client';

import type { TCategoryTreeNode } from '@bazaar/shared/category';
import { Group, Radio, Select, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { FilterPanel, FilterSection, RupeeRangeSection } from '@/components/listing/filter-parts';
import { StarsBar } from '@/components/rating-stars/rating-stars';
import { CategoryTreeNav } from '@/platform/category/category-tree-nav';
import type { TCatalogState } from './catalog-params';

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
    <FilterPanel>
      <FilterSection title="Category">
        <CategoryTreeNav
          tree={tree}
          selected={state.category}
          onSelect={onSelectCategory}
          allLabel={categoryAllLabel}
        />
      </FilterSection>
      <RupeeRangeSection name="Price" range={state} onApply={onChange} />
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
      <FilterSection title="Availability">
        <Switch
          label="In stock only"
          checked={state.inStock}
          onChange={(e) => onChange({ inStock: e.currentTarget.checked })}
        />
      </FilterSection>
      {vendorOptions ? (
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
      ) : null}
    </FilterPanel>
  );
}
