'use client';

import type { TPagination } from '@bazaar/shared/pagination';
import { Button, Group, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { PlainSelect } from '@/components/form/plain-select';
import { mantineRem } from '@/components/mantine-classes';
import { PlainBadge } from '@/components/plain-layout';
import { countLabel } from './listing-pager';
import classes from './listing-toolbar.module.css';
import { SaveSearchButton, type TSaveSearch } from './save-search-button';

type ListingToolbarProps<S extends string> = {
  /** The answer's pagination; undefined while the first page loads. */
  pagination: TPagination | undefined;
  /** What the listing counts: `['product', 'products']`. */
  noun: readonly [singular: string, plural: string];
  /** Filters in use, shown on the phone's Filters button. */
  activeCount: number;
  onOpenFilters: () => void;
  sortOptions: { value: string; label: string }[];
  sort: S;
  onSortChange: (sort: S) => void;
  sortWidth: { base: number; sm: number };
  /** "Save this search": the page's section and its list's query (decision 047). */
  saveSearch?: TSaveSearch;
};

const sortWidthStyle = (width: { base: number; sm: number }) =>
  ({ '--sort-width': mantineRem(width.base), '--sort-width-sm': mantineRem(width.sm) }) as CSSProperties;

/**
 * A listing's bar above its grid, for every section: how many results, "Save this search", the phone's
 * Filters button (with the count of filters in use) and the sort.
 */
export function ListingToolbar<S extends string>({
  pagination,
  noun,
  activeCount,
  onOpenFilters,
  sortOptions,
  sort,
  onSortChange,
  sortWidth,
  saveSearch,
}: ListingToolbarProps<S>) {
  const [singular, plural] = noun;
  // The browser's own select (uncontrolled): a cached page is on screen before its script runs
  // (decision 024), and a sort chosen then is applied once it does, instead of being reset.
  const selectRef = useRef<HTMLSelectElement>(null);
  const started = useRef(false);
  const applyEarlyChoice = useEffectEvent((chosen: string) => {
    if (chosen !== sort) onSortChange(chosen as S);
  });
  useEffect(() => {
    const select = selectRef.current;
    if (!select) return;
    if (!started.current) {
      started.current = true;
      applyEarlyChoice(select.value);
    } else select.value = sort;
  }, [sort]);
  return (
    // It wraps on a narrow phone: the controls then take their own line, on the right.
    <Group justify="space-between" gap="sm" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
      <Text
        size="sm"
        c="dimmed"
        aria-live="polite"
        data-testid="result-count"
        style={{ whiteSpace: 'nowrap' }}
      >
        {pagination
          ? `${countLabel(pagination)} ${pagination.total === 1 && !pagination.totalIsCapped ? singular : plural}`
          : `Loading ${plural}…`}
      </Text>
      <Group gap="xs" wrap="nowrap" ml="auto">
        {saveSearch ? <SaveSearchButton {...saveSearch} /> : null}
        <Button
          variant="default"
          hiddenFrom="md"
          leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
          rightSection={
            activeCount > 0 ? (
              <PlainBadge look="primary" size="xs" isCircle>
                {activeCount}
              </PlainBadge>
            ) : null
          }
          onClick={onOpenFilters}
        >
          Filters
        </Button>
        <PlainSelect
          aria-label="Sort by"
          data={sortOptions}
          selectRef={selectRef}
          defaultValue={sort}
          onChange={(e) => onSortChange(e.currentTarget.value as S)}
          rootClassName={classes.sort}
          rootStyle={sortWidthStyle(sortWidth)}
        />
      </Group>
    </Group>
  );
}

/** The filters in use as chips, with "Clear filters"; nothing when none is. */
export function ActiveFilters({ chips, onClear }: { chips: ReactNode[]; onClear: () => void }) {
  if (chips.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label="Active filters">
      {chips}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        Clear filters
      </Button>
    </Group>
  );
}
