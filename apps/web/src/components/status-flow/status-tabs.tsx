'use client';

import type { TStatusFlow } from '@bazaar/shared/status-flow';
import { ScrollArea, Tabs } from '@mantine/core';
import { ALL, type TAdminTableFilter } from '@/components/admin-table/url-state';

/**
 * The status tabs of an AdminTable: "All" and one tab per status of the lifecycle. The table shows
 * each tab's count from the list's `counts[key]`.
 */
export function statusTabsFilter<S extends string, R extends string>(
  flow: TStatusFlow<S, R>,
  opts: {
    label: string;
    key?: string;
    /** Where "All" goes; first unless the table opens on a status (e.g. the Pending queue). */
    allPosition?: 'first' | 'last';
    defaultValue?: S | typeof ALL;
  },
): TAdminTableFilter {
  const all = { value: ALL, label: 'All' };
  const statuses = flow.statuses.map((s) => ({ value: s as string, label: flow.labels[s] }));
  return {
    type: 'tabs',
    key: opts.key ?? 'status',
    label: opts.label,
    options: opts.allPosition === 'last' ? [...statuses, all] : [all, ...statuses],
    ...(opts.defaultValue ? { defaultValue: opts.defaultValue } : {}),
  };
}

/** "All" and one tab per status, for lists outside an AdminTable; on a phone they scroll sideways. */
export function StatusTabs<S extends string, R extends string>({
  flow,
  value,
  onChange,
}: {
  flow: TStatusFlow<S, R>;
  value: S | typeof ALL;
  onChange: (value: S | typeof ALL) => void;
}) {
  return (
    // The thin bar shows there are more tabs than fit.
    <ScrollArea type="auto" scrollbars="x" scrollbarSize={6} offsetScrollbars="x" mb="md">
      <Tabs value={value} onChange={(v) => onChange((v ?? ALL) as S | typeof ALL)}>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value={ALL}>All</Tabs.Tab>
          {flow.statuses.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {flow.labels[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
