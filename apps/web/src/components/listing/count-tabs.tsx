'use client';

import { Badge, ScrollArea, Tabs } from '@mantine/core';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * A signed-in list's tab (`?type=`, or another `key`) and page in the URL, so a reload or a shared
 * link opens the same tab; other params of the URL (a filter) are kept when the tab or page changes.
 */
export function useListParams<T extends string>(types: readonly T[], fallback: T, key = 'type') {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = params.get(key);
  const type = types.find((t) => t === asked) ?? fallback;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { type?: T; page?: number }) => {
    const q = new URLSearchParams(params);
    q.delete('page');
    q.set(key, next.type ?? type);
    if ((next.page ?? 1) > 1) q.set('page', String(next.page));
    router.replace(`${pathname}?${q}`, { scroll: false });
  };
  return { type, page, go };
}

/** Tabs of a signed-in list with how many rows each holds. */
export function CountTabs<T extends string>({
  types,
  labels,
  counts,
  value,
  onChange,
}: {
  types: readonly T[];
  labels: Record<T, string>;
  counts: Record<T, number> | undefined;
  value: T;
  onChange: (v: T) => void;
}) {
  // On a phone the row scrolls: the chosen tab (from a link to ?type=Inactive, say) is scrolled into
  // sight, not left cut off at the edge.
  const viewport = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the chosen tab or the counts (the tabs' widths) change
  useEffect(() => {
    const row = viewport.current;
    const tab = row?.querySelector<HTMLElement>(`[role="tab"][aria-selected="true"]`);
    if (!row || !tab) return;
    const shown = row.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < shown.left) row.scrollLeft += at.left - shown.left - 8;
    else if (at.right > shown.right) row.scrollLeft += at.right - shown.right + 8;
  }, [value, counts]);
  return (
    <ScrollArea
      viewportRef={viewport}
      type="auto"
      scrollbars="x"
      scrollbarSize={6}
      offsetScrollbars="x"
      mb="md"
    >
      <Tabs value={value} onChange={(v) => v && onChange(v as T)}>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {types.map((t) => (
            <Tabs.Tab
              key={t}
              value={t}
              // The row scrolls on a phone: a tab keeps its width, or its count is squeezed out of sight.
              style={{ flexShrink: 0 }}
              rightSection={
                counts ? (
                  <Badge size="xs" variant="light" data-testid={`count-${t}`} style={{ flexShrink: 0 }}>
                    {counts[t]}
                  </Badge>
                ) : null
              }
            >
              {labels[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
