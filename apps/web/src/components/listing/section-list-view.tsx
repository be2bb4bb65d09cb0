'use client';

import type { Section } from '@bazaar/shared/section';
import type { DehydratedState } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type ComponentType, type ReactNode, useState } from 'react';
import { FilterChip } from './filter-chips';
import type { TListReaderProps } from './list-reader';
import { ListingLayout, type ListingLayoutProps, type ListingPage, useListingDrawer } from './listing-layout';
import { useListingState } from './use-listing-state';
import { useServerFirstList } from './use-server-first-list';

/** The place picked in the panel, country to ward (platform/address's chain). */
type TAddressChain = [string, string, string, string];

const EMPTY_CHAIN: TAddressChain = ['', '', '', ''];

type TCategoryOption = { slug: string; name: string };

/**
 * What a section's filter panel is handed: the state and its setter, the categories (a section without
 * them ignores these) and the place chosen in this visit, so its name can be shown.
 */
export type TListFiltersProps<S, C extends TCategoryOption = TCategoryOption> = {
  state: S;
  onChange: (patch: Partial<S>) => void;
  categories: C[] | undefined;
  /** Choosing a category; a category page navigates instead of filtering. */
  onSelectCategory: (slug: string | undefined) => void;
  placeChain: TAddressChain;
  onPlaceChain: (chain: TAddressChain) => void;
};

/**
 * A section's list: how its URL reads and writes, its query, its filters, chips and words. Task, Job
 * and Rent each give one to `SectionListView`, which wires them into `ListingLayout` the same way
 * (docs/decisions/029-web-section-registry-and-form-kit.md).
 */
export type TSectionListKit<
  S extends { page: number; sort?: Srt; category?: string },
  Srt extends string,
  T,
  C extends TCategoryOption = TCategoryOption,
> = {
  /** The section's public listing; a category's page is `${home}/category/{slug}`. */
  home: string;
  /** Which section it is (a saved search of it is matched by the API's section). */
  section: Section;
  /** The list's API query for the state: what "Save this search" keeps. */
  toQuery: (state: S, searchText: string | undefined) => object;
  noun: readonly [singular: string, plural: string];
  sorts: readonly Srt[];
  sortLabels: Record<Srt, string>;
  searchPath: string;
  parse: (params: URLSearchParams) => S;
  serialize: (state: S, isCategoryPage: boolean) => string;
  hasFilters: (state: S, fixedCategory?: string) => boolean;
  clearFilters: (state: S, fixedCategory?: string) => S;
  /** The query key of the page of listings for the state (the server render's read is found by it). */
  listKey: (state: S, searchText: string | undefined) => readonly unknown[];
  /** The query key of its categories, for the panel and the category chip (none for a section without). */
  categoriesKey: readonly unknown[] | null;
  /** Reads the list and categories through queries when needed (`listReader`, decision 066). */
  Reader: ComponentType<TListReaderProps<S, ListingPage<T>, C>>;
  /** The filters in use besides the category, for the phone's Filters button count. */
  activeFilters: (state: S) => readonly unknown[];
  /** The chips of the filters in use besides the category, in the order the panel shows them. */
  chips: (state: S, update: (patch: Partial<S>) => void) => ReactNode[];
  /** The filter panel (the same in the sidebar and in the phone's drawer). */
  Filters: ComponentType<TListFiltersProps<S, C>>;
  empty: ListingLayoutProps<T, Srt>['empty'];
  skeleton: ReactNode;
  renderGrid: (docs: T[]) => ReactNode;
};

export type TSectionListViewProps = {
  /** The page's own address, without its query. */
  basePath: string;
  /** The filters as the server rendered them: the canonical query string, '' for none. */
  search: string;
  /** A category page: the listing stays within this category; other categories are their own pages. */
  fixedCategory?: string;
  /** A search page: the text goes to the section's list as `search`. */
  searchText?: string;
  intro?: ReactNode;
  /** The server render's reads (`dehydrate`): the first page and the categories. */
  initial: DehydratedState;
};

/**
 * A section's listing: filters (sidebar, or a drawer on a phone), sort, a grid of cards and pagination.
 * All of it lives in the URL's search params, so a filtered page can be shared or reloaded (the proxy
 * serves each set of filters from its own cached page).
 */
export function SectionListView<
  S extends { page: number; sort?: Srt; category?: string },
  Srt extends string,
  T,
  C extends TCategoryOption,
>({
  kit,
  basePath,
  search: serverSearch,
  fixedCategory,
  searchText,
  intro,
  initial,
}: TSectionListViewProps & { kit: TSectionListKit<S, Srt, T, C> }) {
  const router = useRouter();
  const drawer = useListingDrawer();
  const [placeChain, setPlaceChain] = useState<TAddressChain>(EMPTY_CHAIN);
  const hrefOf = (next: S) => `${basePath}${kit.serialize(next, Boolean(fixedCategory))}`;
  const { state, writeState, update, goToPage } = useListingState(
    serverSearch,
    (params): S => ({ ...kit.parse(params), ...(fixedCategory ? { category: fixedCategory } : {}) }),
    hrefOf,
  );
  const read = useServerFirstList({
    initial,
    state,
    searchText,
    listKey: kit.listKey(state, searchText),
    categoriesKey: kit.categoriesKey,
    Reader: kit.Reader,
  });
  const { list, categories } = read;

  function selectCategory(slug: string | undefined) {
    if (fixedCategory || searchText === undefined) {
      // Each category has its own page (title, count), so choosing one goes there with the other filters.
      drawer.close();
      const rest = kit.serialize({ ...state, category: undefined, page: 1 }, false);
      router.push(slug ? `${kit.home}/category/${encodeURIComponent(slug)}${rest}` : `${kit.home}${rest}`);
      return;
    }
    update({ category: slug } as Partial<S>);
  }

  const isFiltered = kit.hasFilters(state, fixedCategory);
  const cleared = kit.clearFilters(state, fixedCategory);
  const activeCount = [
    state.category && state.category !== fixedCategory,
    ...kit.activeFilters(state),
  ].filter(Boolean).length;

  const chips: ReactNode[] = [];
  if (state.category && state.category !== fixedCategory) {
    const name = categories?.find((c) => c.slug === state.category)?.name ?? state.category;
    chips.push(
      <FilterChip
        key="category"
        label={name}
        onRemove={() => update({ category: undefined } as Partial<S>)}
      />,
    );
  }
  chips.push(...kit.chips(state, update));

  return (
    <>
      {read.reader}
      <ListingLayout
        drawer={drawer}
        filters={
          <kit.Filters
            state={state}
            onChange={update}
            categories={categories}
            onSelectCategory={selectCategory}
            placeChain={placeChain}
            onPlaceChain={setPlaceChain}
          />
        }
        intro={intro}
        noun={kit.noun}
        list={list}
        activeCount={activeCount}
        chips={chips}
        isFiltered={isFiltered}
        onClearFilters={() => writeState(cleared)}
        clearedHref={hrefOf(cleared)}
        firstPageHref={hrefOf({ ...state, page: 1 })}
        sorts={kit.sorts}
        sortLabels={kit.sortLabels}
        sort={state.sort}
        onSortChange={(sort: Srt) => update({ sort } as Partial<S>)}
        searchText={searchText}
        searchPath={kit.searchPath}
        empty={kit.empty}
        skeleton={kit.skeleton}
        renderGrid={kit.renderGrid}
        onPageChange={goToPage}
        saveSearch={{ section: kit.section, query: { ...kit.toQuery(state, searchText) } }}
      />
    </>
  );
}
