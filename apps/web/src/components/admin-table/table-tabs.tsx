'use client';

import { Badge, Scroller, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef } from 'react';
import type { TAdminTablePage } from './types';
import { type TAdminTableFilter, tabsDefault } from './url-state';

type TTabsFilter = Extract<TAdminTableFilter, { type: 'tabs' }>;

/**
 * The tabs of a `tabs` filter, the page's `counts` for it beside each tab. They wrap onto a second
 * line where the screen is wide enough for that to read well, and scroll sideways on a phone; never
 * a label cut off at the edge ("Returne…" at 1280 px beside the back-office menu).
 */
export function TableTabs({
  filter,
  value,
  counts,
  onChange,
}: {
  filter: TTabsFilter;
  /** The value in the URL, if any. */
  value: string | undefined;
  counts: TAdminTablePage<unknown>['counts'];
  onChange: (value: string) => void;
}) {
  const active = value ?? tabsDefault(filter);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const list = (
    <Tabs.List style={{ flexWrap: isPhone ? 'nowrap' : 'wrap', flexGrow: 1 }}>
      {filter.options.map((option) => {
        const count = counts?.[filter.key]?.[option.value];
        return (
          <Tabs.Tab
            key={option.value}
            value={option.value}
            style={{ flexShrink: 0 }}
            rightSection={
              count === undefined ? null : (
                <Badge size="sm" variant="light" color="gray" circle={count < 10}>
                  {count}
                </Badge>
              )
            }
          >
            {option.label}
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );
  return (
    <Tabs value={active} onChange={(next) => onChange(next ?? tabsDefault(filter))} aria-label={filter.label}>
      {isPhone ? (
        <TabsScroller active={active} hasCounts={Boolean(counts)}>
          {list}
        </TabsScroller>
      ) : (
        list
      )}
    </Tabs>
  );
}

/**
 * Tabs past the edge scroll sideways behind a fade and an arrow instead of being cut off; the active
 * one (e.g. "Returned" from a link) is scrolled into view.
 */
function TabsScroller({
  active,
  hasCounts,
  children,
}: {
  active: string;
  /** The counts widen the tabs when they arrive: scroll again then. */
  hasCounts: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another tab becomes active or the counts arrive
  useEffect(() => {
    ref.current
      ?.querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [active, hasCounts]);
  return (
    // A few pixels after the last tab: the scroller's width is rounded to whole pixels, so with tabs of
    // fractional widths its furthest scroll left up to a pixel of the last tab hidden ("Returned" was
    // 99.7% in view at the end of the vendor's tabs, depending on the counts).
    <Scroller ref={ref} styles={{ content: { minWidth: '100%', paddingInlineEnd: 4 } }}>
      {children}
    </Scroller>
  );
}
