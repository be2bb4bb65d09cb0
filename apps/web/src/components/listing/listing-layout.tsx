'use client';

import type { TPagination } from '@bazaar/shared/pagination';
import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useState } from 'react';
import { IntentLink } from '@/components/intent-link';
import { ListLoadError } from '@/components/listing/list-load-error';
import { EmptyState } from '@/components/section/empty-state';
import { countLabel, ListingPager } from './listing-pager';
import { ActiveFilters, ListingToolbar } from './listing-toolbar';
import type { TSaveSearch } from './save-search-button';

// The drawer loads when first opened, so a phone's first load does not carry it.
const FiltersDrawer = dynamic(() => import('./filters-drawer').then((m) => m.FiltersDrawer));

/** Mantine's `md` breakpoint: the sidebar shows from here, the Filters button and drawer below it. */
const DESKTOP_QUERY = '(min-width: 62em)';

/** Where a listing's filters show: the sidebar on a desktop, a drawer (mounted once opened) on a phone. */
export function useListingDrawer() {
  const [isOpen, { open, close }] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: true });
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);
  return { isOpen, hasOpened, isDesktop, open, close };
}

export type TListingDrawer = ReturnType<typeof useListingDrawer>;

export type ListingPage<T> = { docs: T[]; pagination: TPagination; didYouMean?: string | null };

export type ListingLayoutProps<T, S extends string> = {
  drawer: TListingDrawer;
  /** The filter panel, in the sidebar or the drawer. */
  filters: ReactNode;
  intro?: ReactNode;
  /** What the listing counts: `['task', 'tasks']`. */
  noun: readonly [singular: string, plural: string];
  list: {
    data: ListingPage<T> | undefined;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  activeCount: number;
  chips: ReactNode[];
  isFiltered: boolean;
  onClearFilters: () => void;
  /** Where "Clear filters" and "Go to the first page" lead. */
  clearedHref: string;
  firstPageHref: string;
  /** Every sort the section offers and its labels; `relevance` is offered on a search page only. */
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  /** The sort in the URL; none means relevance on a search page, newest elsewhere. */
  sort: S | undefined;
  onSortChange: (sort: S) => void;
  /** A search page's text; "did you mean" links to `${searchPath}/{text}`. */
  searchText?: string;
  searchPath: string;
  empty: {
    /** Without a search: "No tasks match". */
    title: string;
    /** With filters in use: what to widen. */
    filteredMessage: string;
    /** Nothing listed at all. */
    message: string;
    /** The way out when nothing is listed (post one), else browsing the section. */
    action: { label: string; href: string };
    browse: { label: string; href: string };
  };
  skeleton: ReactNode;
  renderGrid: (docs: T[]) => ReactNode;
  onPageChange: (page: number) => void;
  /** "Save this search": the section and the list's query. */
  saveSearch?: TSaveSearch;
};

/**
 * A section's listing page, the same for tasks, jobs and rentals: the filters in a sidebar (a drawer
 * on a phone), the count and sort, the active filters, "did you mean", then the cards, a skeleton,
 * an error with a retry, or an empty state that says what to do, and the pager.
 */
export function ListingLayout<T, S extends string>(props: ListingLayoutProps<T, S>) {
  const { drawer, list, noun, searchText, empty } = props;
  const page = list.data;
  const plural = noun[1];
  const isSearch = searchText !== undefined;
  const sortOptions = props.sorts
    .filter((s) => s !== 'relevance' || isSearch)
    .map((s) => ({ value: s, label: props.sortLabels[s] }));
  const sort = props.sort ?? ((isSearch ? 'relevance' : 'newest') as S);
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box component="aside" w={260} visibleFrom="md" style={{ flexShrink: 0 }} aria-label="Filters">
        <Paper withBorder radius="lg" p="md">
          {drawer.isDesktop ? props.filters : null}
        </Paper>
      </Box>

      {drawer.isOpen || drawer.hasOpened ? (
        <FiltersDrawer
          opened={drawer.isOpen}
          onClose={drawer.close}
          totalLabel={page ? countLabel(page.pagination) : undefined}
          onClear={props.isFiltered ? props.onClearFilters : undefined}
        >
          {props.filters}
        </FiltersDrawer>
      ) : null}

      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        {props.intro}
        <ListingToolbar
          pagination={page?.pagination}
          noun={noun}
          activeCount={props.activeCount}
          onOpenFilters={drawer.open}
          sortOptions={sortOptions}
          sort={sort}
          onSortChange={props.onSortChange}
          sortWidth={{ base: 150, sm: 200 }}
          saveSearch={props.saveSearch}
        />

        <ActiveFilters chips={props.chips} onClear={props.onClearFilters} />

        {searchText !== undefined && page?.didYouMean ? (
          <Text size="sm" data-testid="did-you-mean">
            Did you mean{' '}
            <Anchor
              component={IntentLink}
              href={`${props.searchPath}/${encodeURIComponent(page.didYouMean)}`}
              fw={600}
            >
              {page.didYouMean}
            </Anchor>
            ?
          </Text>
        ) : null}

        {list.isError && !page ? (
          <ListLoadError plural={plural} message={list.error?.message} onRetry={() => void list.refetch()} />
        ) : !page ? (
          props.skeleton
        ) : page.docs.length === 0 && page.pagination.total > 0 ? (
          <EmptyState
            icon={IconFilterOff}
            title={`There is no page ${page.pagination.page}`}
            message={`${countLabel(page.pagination)} ${plural} fit on ${page.pagination.totalPages} ${
              page.pagination.totalPages === 1 ? 'page' : 'pages'
            }.`}
            action={{ label: 'Go to the first page', href: props.firstPageHref }}
          />
        ) : page.docs.length === 0 ? (
          <EmptyState
            icon={searchText !== undefined ? IconSearch : IconFilterOff}
            title={searchText !== undefined ? `No ${plural} match “${searchText}”` : empty.title}
            message={
              props.isFiltered
                ? empty.filteredMessage
                : searchText !== undefined
                  ? `Try other words, or browse every ${noun[0]}.`
                  : empty.message
            }
            action={
              props.isFiltered
                ? { label: 'Clear filters', href: props.clearedHref }
                : searchText !== undefined
                  ? empty.browse
                  : empty.action
            }
          />
        ) : (
          <>
            {props.renderGrid(page.docs)}
            <ListingPager pagination={page.pagination} onChange={props.onPageChange} />
          </>
        )}
      </Stack>
    </Group>
  );
}
