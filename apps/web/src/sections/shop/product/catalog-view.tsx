'use client';

import { toPaisa } from '@bazaar/shared/money';
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type TProductSort } from '@bazaar/shared/product-constants';
import { Box, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import type { DehydratedState } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FilterChip, rangeLabel } from '@/components/listing/filter-chips';
import { ListLoadError } from '@/components/listing/list-load-error';
import { countLabel, ListingPager } from '@/components/listing/listing-pager';
import { ActiveFilters, ListingToolbar } from '@/components/listing/listing-toolbar';
import { useListingState } from '@/components/listing/use-listing-state';
import { listReader, useServerFirstList } from '@/components/listing/use-server-first-list';
import { EmptyState } from '@/components/section/empty-state';
import { compareNames, formatPrice } from '@/lib/format';
import { findCategoryPath } from '@/platform/category/category-path';
import type { TVendorOption } from './catalog-filters';
import {
  clearFilters,
  hasActiveFilters,
  parseCatalogState,
  serializeCatalogState,
  type TCatalogState,
  toProductListQuery,
} from './catalog-params';
import { DidYouMean } from './did-you-mean';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { categoryKeys, productKeys } from './query-keys';

// The filter panel and the phone's drawer load when first shown (the sidebar on a desktop, the drawer
// when a phone opens it), so a phone's first load carries neither.
// A search that found nothing is the rare answer: its suggestions load when shown (decision 067).
const SearchSuggestions = dynamic(() => import('./search-suggestions').then((m) => m.SearchSuggestions));
const CatalogFilters = dynamic(() => import('./catalog-filters').then((m) => m.CatalogFilters));
const FiltersDrawer = dynamic(() =>
  import('@/components/listing/filters-drawer').then((m) => m.FiltersDrawer),
);

/** Mantine's `md` breakpoint: the sidebar shows from here, the Filters button and drawer below it. */
const DESKTOP_QUERY = '(min-width: 62em)';

const SORT_OPTIONS = PRODUCT_SORTS.map((s) => ({ value: s, label: PRODUCT_SORT_LABELS[s] }));

type CatalogViewProps = {
  /** The page's own address, without its query. */
  basePath: string;
  /** The filters as the server rendered them: the canonical query string, '' for none. */
  search: string;
  /** A category page: the listing stays within this category; other categories are their own pages. */
  fixedCategory?: string;
  /** A store page: the listing stays within this store (a vendor slug) and offers no vendor filter. */
  fixedVendor?: string;
  /** A search page: the text goes to GET /product/search. */
  searchText?: string;
  /** Shown above the grid (e.g. sub-category chips). */
  intro?: ReactNode;
  /** How many card pictures load at once (see ProductGrid). */
  eagerCards?: number;
  /** The server render's reads (`prefetchCatalog`): the first page and the category tree. */
  initial: DehydratedState;
};

// The catalogue's reads through queries, loaded when the listing needs them (decision 066).
const CatalogReader = listReader(() => import('./catalog-list-reads').then((m) => m.CatalogListReader));

/** Link to a category's own page, carrying the other filters along. */
function categoryHref(slug: string | undefined, state: TCatalogState): string {
  const rest = serializeCatalogState({ ...state, category: undefined, page: 1 });
  return slug ? `/shop/category/${slug}${rest}` : `/shop${rest}`;
}

/**
 * The catalogue: filters (sidebar, or a drawer on a phone), sort, a grid of cards and pagination.
 * All of it lives in the URL's search params, so a filtered page can be shared or reloaded.
 */
export function CatalogView({
  basePath: pathname,
  search: serverSearch,
  fixedCategory,
  fixedVendor,
  searchText,
  intro,
  eagerCards,
  initial,
}: CatalogViewProps) {
  const router = useRouter();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: true });
  // Once opened, the drawer stays mounted so it can animate closed and open again at once.
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  useEffect(() => {
    if (isDrawerOpen) setHasOpenedDrawer(true);
  }, [isDrawerOpen]);

  // What the address holds: a page's fixed category or store is in its path, not its query.
  const hrefOf = (next: TCatalogState) =>
    `${pathname}${serializeCatalogState(fixedVendor ? { ...next, vendor: undefined } : next, Boolean(fixedCategory))}`;
  const { state, writeState, update, goToPage } = useListingState(
    serverSearch,
    (params): TCatalogState => ({
      ...parseCatalogState(params),
      ...(fixedCategory ? { category: fixedCategory } : {}),
      ...(fixedVendor ? { vendor: fixedVendor } : {}),
    }),
    hrefOf,
  );
  const query = toProductListQuery(state, searchText);
  const read = useServerFirstList({
    initial,
    state,
    searchText,
    listKey: query.q ? productKeys.search(query) : productKeys.list(query),
    categoriesKey: categoryKeys.tree('shop'),
    Reader: CatalogReader,
  });
  const { list, categories: tree } = read;
  const page = list.data;
  // Only GET /product/search answers suggestions (for when nothing matched).
  const suggestions = page && 'suggestions' in page ? page.suggestions : undefined;

  // Vendors met so far in this visit: the API has no vendor directory yet, so the filter offers those.
  const seenVendors = useRef(new Map<string, string>());
  for (const p of page?.docs ?? []) seenVendors.current.set(p.vendor.slug, p.vendor.storeName);
  const vendorMap = new Map(seenVendors.current);
  if (state.vendor && !vendorMap.has(state.vendor)) vendorMap.set(state.vendor, state.vendor);
  const vendorOptions: TVendorOption[] = [...vendorMap]
    .map(([value, label]) => ({ value, label }))
    // By name, case aside; not localeCompare, whose first use loads Intl's collation data (decision 068).
    .sort((a, b) => compareNames(a.label, b.label));

  function selectCategory(slug: string | undefined) {
    if (fixedCategory) {
      // Each category has its own page (breadcrumb, sub-categories), so choosing another one goes there.
      drawer.close();
      router.push(categoryHref(slug, state));
      return;
    }
    update({ category: slug });
  }

  const ownState = fixedVendor ? { ...state, vendor: undefined } : state;
  const isFiltered = hasActiveFilters(ownState, fixedCategory);
  const clearedHref = hrefOf(clearFilters(state, fixedCategory));
  const activeCount = [
    state.category && state.category !== fixedCategory,
    ownState.vendor,
    state.minRupees !== undefined || state.maxRupees !== undefined,
    state.rating,
    state.inStock,
  ].filter(Boolean).length;

  const filters = (
    <CatalogFilters
      state={state}
      onChange={update}
      tree={tree}
      onSelectCategory={selectCategory}
      categoryAllLabel={fixedCategory ? 'All categories' : 'All products'}
      vendorOptions={fixedVendor ? undefined : vendorOptions}
    />
  );

  const chips = buildFilterChips(ownState, fixedCategory, tree, vendorOptions, update);

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      {read.reader}
      <Box component="aside" w={260} visibleFrom="md" style={{ flexShrink: 0 }} aria-label="Filters">
        <Paper withBorder radius="lg" p="md">
          {isDesktop ? filters : null}
        </Paper>
      </Box>

      {isDrawerOpen || hasOpenedDrawer ? (
        <FiltersDrawer
          opened={isDrawerOpen}
          onClose={drawer.close}
          totalLabel={page ? countLabel(page.pagination) : undefined}
          onClear={isFiltered ? () => writeState(clearFilters(state, fixedCategory)) : undefined}
        >
          {filters}
        </FiltersDrawer>
      ) : null}

      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        {intro}
        <ListingToolbar
          pagination={page?.pagination}
          noun={['product', 'products']}
          activeCount={activeCount}
          onOpenFilters={drawer.open}
          sortOptions={SORT_OPTIONS}
          sort={state.sort}
          onSortChange={(sort: TProductSort) => update({ sort })}
          sortWidth={{ base: 136, sm: 190 }}
          saveSearch={{ section: 'shop', query }}
        />

        <ActiveFilters chips={chips} onClear={() => writeState(clearFilters(state, fixedCategory))} />

        {list.isError && !page ? (
          <ListLoadError
            plural="products"
            message={list.error?.message}
            onRetry={() => void list.refetch()}
          />
        ) : !page ? (
          <ProductGridSkeleton count={8} />
        ) : page.docs.length === 0 && page.pagination.total > 0 ? (
          <EmptyState
            icon={IconFilterOff}
            title={`There is no page ${page.pagination.page}`}
            message={`${countLabel(page.pagination)} products fit on ${page.pagination.totalPages} ${
              page.pagination.totalPages === 1 ? 'page' : 'pages'
            }.`}
            action={{
              label: 'Go to the first page',
              href: hrefOf({ ...state, page: 1 }),
            }}
          />
        ) : page.docs.length === 0 ? (
          searchText !== undefined ? (
            <SearchSuggestions
              text={searchText}
              suggestions={suggestions}
              clearHref={isFiltered ? clearedHref : undefined}
            />
          ) : (
            <EmptyState
              icon={IconFilterOff}
              title="No products match"
              message={
                isFiltered
                  ? 'Nothing here matches every filter. Try a wider price range or fewer filters.'
                  : 'This shelf is empty for now. Vendors add new products every day.'
              }
              action={
                isFiltered
                  ? { label: 'Clear filters', href: clearedHref }
                  : { label: 'All products', href: '/shop' }
              }
            />
          )
        ) : (
          <>
            {/* No Suspense boundary of its own: React streams a large boundary after the page frame and
                reveals it later, so the cards (the page's largest paint) would pop in and shift the page. */}
            {searchText !== undefined && suggestions?.didYouMean ? (
              <DidYouMean text={suggestions.didYouMean} />
            ) : null}
            <ProductGrid products={page.docs} eagerCount={eagerCards} />
            <ListingPager pagination={page.pagination} onChange={goToPage} />
          </>
        )}
      </Stack>
    </Group>
  );
}

function buildFilterChips(
  state: TCatalogState,
  fixedCategory: string | undefined,
  tree: Parameters<typeof findCategoryPath>[0] | undefined,
  vendors: TVendorOption[],
  update: (patch: Partial<TCatalogState>) => void,
): ReactNode[] {
  const chips: ReactNode[] = [];
  if (state.category && state.category !== fixedCategory) {
    const name = tree ? findCategoryPath(tree, state.category).at(-1)?.name : undefined;
    chips.push(
      <FilterChip
        key="category"
        label={name ?? state.category}
        onRemove={() => update({ category: undefined })}
      />,
    );
  }
  if (state.minRupees !== undefined || state.maxRupees !== undefined) {
    const lo = state.minRupees !== undefined ? formatPrice(toPaisa(state.minRupees)) : undefined;
    const hi = state.maxRupees !== undefined ? formatPrice(toPaisa(state.maxRupees)) : undefined;
    const label = rangeLabel(lo, hi);
    chips.push(
      <FilterChip
        key="price"
        label={label}
        onRemove={() => update({ minRupees: undefined, maxRupees: undefined })}
      />,
    );
  }
  if (state.rating) {
    chips.push(
      <FilterChip
        key="rating"
        label={`${state.rating}★ & up`}
        onRemove={() => update({ rating: undefined })}
      />,
    );
  }
  if (state.inStock) {
    chips.push(<FilterChip key="stock" label="In stock" onRemove={() => update({ inStock: false })} />);
  }
  if (state.vendor) {
    const label = vendors.find((v) => v.value === state.vendor)?.label ?? state.vendor;
    chips.push(<FilterChip key="vendor" label={label} onRemove={() => update({ vendor: undefined })} />);
  }
  return chips;
}
