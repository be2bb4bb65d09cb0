'use client';

import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { TAdminTableFilter, TFilterOption } from './url-state';

type TOtherFilter = Exclude<TAdminTableFilter, { type: 'tabs' }>;

/** A select's data: the options as they are, or under their group headings when they name one. */
function selectData(options: TFilterOption[]) {
  if (!options.some((o) => o.group)) return options.map(({ value, label }) => ({ value, label }));
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const { value, label, group = '' } of options) {
    const items = groups.get(group) ?? [];
    items.push({ value, label });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/**
 * The row above the table: the search box, the select and date-range filters, then the page's own
 * buttons and "Export CSV" on the right.
 */
export function TableToolbar({
  search,
  filters,
  values,
  onFilterChange,
  actions,
  csvExport,
}: {
  /** Absent: no search box. */
  search?: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filters: TOtherFilter[];
  /** Filter values by URL key. */
  values: Record<string, string>;
  onFilterChange: (key: string, value: string) => void;
  actions?: ReactNode;
  /** Absent: no export button. */
  csvExport?: { onClick: () => void; isExporting: boolean; isDisabled: boolean };
}) {
  // Until React has hydrated, typing would only change the server-rendered DOM and be lost: the box
  // stays read-only for that moment (a user never notices; a test's fill waits for it). Decision 009.
  const isHydrated = useHydrated();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
      <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: '1 1 auto' }}>
        {search ? (
          <TextInput
            aria-label={search.label}
            placeholder={search.placeholder}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={search.value}
            onChange={(event) => search.onChange(event.currentTarget.value)}
            readOnly={!isHydrated}
            w={{ base: '100%', sm: 280 }}
          />
        ) : null}
        {filters.map((filter) =>
          filter.type === 'select' ? (
            <Select
              key={filter.key}
              aria-label={filter.label}
              placeholder={filter.placeholder ?? filter.label}
              data={selectData(filter.options)}
              searchable={filter.options.some((o) => o.group)}
              nothingFoundMessage="Nothing matches"
              value={values[filter.key] ?? null}
              onChange={(value) => onFilterChange(filter.key, value ?? '')}
              clearable
              w={{ base: '100%', xs: 200 }}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <Group key={filter.fromKey} gap="xs" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
              <TextInput
                type="date"
                aria-label={`${filter.label} from`}
                value={values[filter.fromKey] ?? ''}
                max={values[filter.toKey]}
                onChange={(event) => onFilterChange(filter.fromKey, event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Text size="sm" c="dimmed">
                to
              </Text>
              <TextInput
                type="date"
                aria-label={`${filter.label} to`}
                value={values[filter.toKey] ?? ''}
                min={values[filter.fromKey]}
                onChange={(event) => onFilterChange(filter.toKey, event.currentTarget.value)}
                style={{ flex: 1 }}
              />
            </Group>
          ),
        )}
      </Group>
      {csvExport || actions ? (
        <Group gap="sm">
          {actions}
          {csvExport ? (
            <Button
              variant="default"
              leftSection={<IconDownload aria-hidden size={16} />}
              loading={csvExport.isExporting}
              disabled={csvExport.isDisabled}
              onClick={csvExport.onClick}
            >
              Export CSV
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Group>
  );
}
