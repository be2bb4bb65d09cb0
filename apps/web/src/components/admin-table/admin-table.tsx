'use client';

import { Button, Paper, Stack, Table } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { LoadError } from '@/components/load-error';
import { TableSkeletonRows } from '@/components/table-states';
import { useSession } from '@/lib/session-client';
import { useApiFetch } from '@/lib/use-api-fetch';
import { csvColumnsOf } from './csv-export';
import { TableBody, type TEmptyState } from './table-body';
import { TableFooter } from './table-footer';
import { TableTabs } from './table-tabs';
import { TableToolbar } from './table-toolbar';
import type { TAdminTableColumn, TAdminTablePage, TApiQuery, TLoadPage } from './types';
import { nextSort, type TAdminTableFilter, toApiQuery } from './url-state';
import { useCsvExport } from './use-csv-export';
import { useTableUrlState } from './use-table-url-state';

type DataSource<T> =
  | {
      /** GET through the session's API client, e.g. '/admin/vendors'. */
      path: string;
      /** Fixed params sent with every request (e.g. `{ placement: 'shop' }`). */
      query?: TApiQuery;
      fetchPage?: never;
    }
  | {
      /** Your own loader; receives the API query (page, limit, search, sort, filters). */
      fetchPage: TLoadPage<T>;
      path?: never;
      query?: never;
    };

export type AdminTableProps<T> = DataSource<T> & {
  /** Prefix of the TanStack query key; invalidate it after a write to refetch the table. */
  queryKey: QueryKey;
  /** Plain columns, or the helpers of `./columns` (person, date, money, status). */
  columns: TAdminTableColumn<T>[];
  /** Accessible name of the table, e.g. "Vendors". */
  label: string;
  /** A row's stable id; default `row._id ?? row.id`. */
  rowKey?: (row: T) => string;
  filters?: TAdminTableFilter[];
  /** Omit to hide the search box. */
  searchPlaceholder?: string;
  /** Accessible name of the search box; default `Search ${label.toLowerCase()}`. */
  searchLabel?: string;
  /** The API's search param; default 'search'. */
  searchParam?: string;
  /** e.g. '-createdAt'; left out of the URL; undefined = the API's own order. */
  defaultSort?: string;
  /** Rows per page; default 20 (the API allows up to 100). */
  limit?: number;
  rowActions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  /** Shown when the unfiltered list is empty. */
  emptyState?: TEmptyState;
  /** Shows the CSV export button; `vendors` → `vendors-2026-11-21.csv`. */
  csvFileName?: string;
  /** Extra buttons beside the export. */
  toolbar?: ReactNode;
  /** Plural word after the count, e.g. "vendors" → "Showing 1–20 of 134 vendors" ("of 1 vendor"). */
  itemsLabel?: string;
  /** Below this width the table scrolls sideways inside its box, with a scrollbar (px); default 720. */
  minWidth?: number;
  /** `data-testid` put on every row. */
  rowTestId?: string;
  /**
   * On a phone, one card per row (every column named, the actions at the bottom) instead of a table
   * that scrolls sideways: for lists whose key figures and actions would otherwise sit off-screen.
   * The first column heads the card.
   */
  cardsOnPhone?: boolean;
  /** Set false to wait (e.g. until a parent has what it needs); default true once signed in. */
  enabled?: boolean;
};

const NO_FILTERS: TAdminTableFilter[] = [];

function defaultRowKey(row: unknown): string {
  const r = row as { _id?: unknown; id?: unknown };
  return String(r._id ?? r.id);
}

/**
 * The one table for admin and vendor lists: tabs, search, filters, sortable headers, pagination and
 * CSV export, with all of its state in the URL's search params (shareable, survives a reload).
 * A page passes a list path (or a loader), a query key prefix to invalidate after writes, and columns.
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const columns = props.columns.filter((c) => !c.csvOnly).length + (props.rowActions ? 1 : 0);
  return (
    <Suspense
      fallback={
        <Paper withBorder radius="md">
          <Table>
            <Table.Tbody>
              <TableSkeletonRows columns={columns} />
            </Table.Tbody>
          </Table>
        </Paper>
      }
    >
      <AdminTableInner {...props} />
    </Suspense>
  );
}

function AdminTableInner<T>(props: AdminTableProps<T>) {
  const { filters = NO_FILTERS, limit = 20, label } = props;
  const session = useSession();
  const fetcher = useApiFetch();
  const url = useTableUrlState(filters, props.defaultSort);
  const { state } = url;
  const apiQuery = toApiQuery(state, limit, { searchParam: props.searchParam, extra: props.query });

  const loadPage: TLoadPage<T> = (query, signal) =>
    props.fetchPage
      ? props.fetchPage(query, signal)
      : fetcher<TAdminTablePage<T>>(props.path as string, { query, signal });

  const list = useQuery({
    queryKey: [...props.queryKey, { path: props.path ?? null, ...apiQuery }],
    queryFn: ({ signal }) => loadPage(apiQuery, signal),
    enabled: (props.enabled ?? true) && session.status === 'authenticated',
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const pagination = data?.pagination;

  // A page past the end (rows deleted, filter narrowed) moves to the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to the answer only
  useEffect(() => {
    if (pagination && !list.isPlaceholderData && state.page > pagination.totalPages) {
      url.setPage(pagination.totalPages, 'replace');
    }
  }, [pagination, list.isPlaceholderData]);

  const csv = useCsvExport({
    loadPage,
    query: apiQuery,
    columns: props.columns,
    baseName: props.csvFileName ?? 'export',
  });
  const canExport = Boolean(props.csvFileName) && csvColumnsOf(props.columns).length > 0;

  return (
    <Stack gap="md">
      {filters.map((filter) =>
        filter.type === 'tabs' ? (
          <TableTabs
            key={filter.key}
            filter={filter}
            value={state.filters[filter.key]}
            counts={data?.counts}
            onChange={(value) => url.setFilter(filter.key, value)}
          />
        ) : null,
      )}

      <TableToolbar
        search={
          props.searchPlaceholder === undefined
            ? undefined
            : {
                label: props.searchLabel ?? `Search ${label.toLowerCase()}`,
                placeholder: props.searchPlaceholder,
                value: url.searchText,
                onChange: url.setSearchText,
              }
        }
        filters={filters.filter((f) => f.type !== 'tabs')}
        values={state.filters}
        onFilterChange={url.setFilter}
        actions={props.toolbar}
        csvExport={
          canExport
            ? {
                onClick: csv.exportCsv,
                isExporting: csv.isExporting,
                isDisabled: !pagination || pagination.total === 0,
              }
            : undefined
        }
      />

      {list.isError && !data ? (
        <Stack gap="sm" align="flex-start">
          <LoadError what={label.toLowerCase()} />
          <Button
            variant="light"
            leftSection={<IconRefresh aria-hidden size={16} />}
            onClick={() => list.refetch()}
          >
            Try again
          </Button>
        </Stack>
      ) : (
        <TableBody
          label={label}
          columns={props.columns.filter((c) => !c.csvOnly)}
          rows={data?.docs ?? []}
          rowKey={props.rowKey ?? defaultRowKey}
          rowTestId={props.rowTestId}
          cardsOnPhone={props.cardsOnPhone ?? false}
          rowActions={props.rowActions}
          onRowClick={props.onRowClick}
          sort={state.sort}
          onSort={(sortKey) => url.update({ sort: nextSort(state.sort, sortKey) })}
          minWidth={props.minWidth ?? 720}
          skeletonRows={Math.min(limit, 8)}
          isPending={list.isPending}
          isFetching={list.isFetching}
          isStale={list.isPlaceholderData}
          empty={{ isFiltered: url.isFiltered, onClear: url.clearAll, state: props.emptyState }}
        />
      )}

      {pagination ? (
        <TableFooter
          pagination={pagination}
          page={state.page}
          onPageChange={(page) => url.setPage(page)}
          itemsLabel={props.itemsLabel}
        />
      ) : null}
    </Stack>
  );
}
