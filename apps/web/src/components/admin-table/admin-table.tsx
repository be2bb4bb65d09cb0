'use client';

import type { TPagination } from '@bazaar/shared/pagination';
import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Scroller,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useScroller } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconInbox,
  IconRefresh,
  IconSearch,
  IconSelector,
} from '@tabler/icons-react';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useSession } from 'next-auth/react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { LoadError, TableSkeletonRows } from '@/components/table-states';
import { useApiFetch } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toast';
import { buildCsv, type TCsvValue, csvFileName as toCsvFileName } from './csv';
import { describeRange } from './range-label';
import {
  ALL,
  nextSort,
  parseTableState,
  serializeTableState,
  sortDirection,
  type TAdminTableFilter,
  type TAdminTableState,
  tabsDefault,
  toApiQuery,
} from './url-state';

export type TApiQuery = Record<string, string | number | undefined>;

/** What a list endpoint answers (README, "API conventions"), plus optional per-filter counts for the tabs. */
export type TAdminTablePage<T> = {
  docs: T[];
  pagination: TPagination;
  /** `counts[filterKey][value]`: shown beside that tab (e.g. `{ status: { Pending: 3, all: 9 } }`). */
  counts?: Record<string, Record<string, number>>;
};

export type TAdminTableColumn<T> = {
  /** Unique per table. */
  key: string;
  /** Column title; also the CSV header unless `csvHeader` is given. */
  header: string;
  /** The cell; may be omitted for a `csvOnly` column. */
  render?: (row: T) => ReactNode;
  /** Only in the CSV export (e.g. an email the table shows inside another cell). */
  csvOnly?: boolean;
  /** The API's sort field: the header becomes a button sending `sort=key` / `sort=-key`. */
  sortKey?: string;
  width?: CSSProperties['width'];
  align?: 'left' | 'center' | 'right';
  /** Keeps header and cells on one line; default true for right-aligned (number and money) columns. */
  nowrap?: boolean;
  /** The cell's CSV value; columns without it are left out of the export. */
  csv?: (row: T) => TCsvValue;
  csvHeader?: string;
};

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
      fetchPage: (query: TApiQuery, signal?: AbortSignal) => Promise<TAdminTablePage<T>>;
      path?: never;
      query?: never;
    };

export type AdminTableProps<T> = DataSource<T> & {
  /** Prefix of the TanStack query key; invalidate it after a write to refetch the table. */
  queryKey: QueryKey;
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
  emptyState?: { title: string; description?: string; icon?: ReactNode };
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
  /** Set false to wait (e.g. until a parent has what it needs); default true once signed in. */
  enabled?: boolean;
};

const SEARCH_DEBOUNCE_MS = 300;
const CSV_PAGE_LIMIT = 100;
const CSV_MAX_ROWS = 10_000;
const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };
/** The shade over the edge a table scrolls towards; clicks go through it. */
const FADE: CSSProperties = { position: 'absolute', top: 0, bottom: 0, width: 32, pointerEvents: 'none' };

function defaultRowKey(row: unknown): string {
  const r = row as { _id?: unknown; id?: unknown };
  return String(r._id ?? r.id);
}

/**
 * The one table for admin and vendor lists: search, filters, sortable headers, pagination and CSV
 * export, with all of its state in the URL's search params (shareable, survives a reload).
 * Usage: /tmp/brief/admin-table.md.
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
  const {
    columns: allColumns,
    filters = [],
    defaultSort,
    limit = 20,
    rowActions,
    onRowClick,
    label,
    rowKey = defaultRowKey,
    searchPlaceholder,
    minWidth = 720,
  } = props;
  const columns = allColumns.filter((c) => !c.csvOnly);
  const scrollEdges = useScroller({ draggable: false });
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const session = useSession();
  const fetcher = useApiFetch();

  const state = parseTableState(new URLSearchParams(searchParams.toString()), filters, defaultSort);
  const apiQuery = toApiQuery(state, limit, { searchParam: props.searchParam, extra: props.query });

  const loadPage = (query: TApiQuery, signal?: AbortSignal): Promise<TAdminTablePage<T>> =>
    props.fetchPage
      ? props.fetchPage(query, signal)
      : fetcher<TAdminTablePage<T>>(props.path as string, { query, signal });

  const list = useQuery({
    queryKey: [...props.queryKey, { path: props.path ?? null, ...apiQuery }],
    queryFn: ({ signal }) => loadPage(apiQuery, signal),
    enabled: (props.enabled ?? true) && session.status === 'authenticated',
    placeholderData: keepPreviousData,
  });

  function writeState(next: TAdminTableState, mode: 'push' | 'replace' = 'push') {
    const href = `${pathname}${serializeTableState(next, filters, defaultSort, new URLSearchParams(window.location.search))}`;
    // Next syncs useSearchParams with the History API: the table refetches without a server round trip.
    if (mode === 'push') window.history.pushState(null, '', href);
    else window.history.replaceState(null, '', href);
  }
  const update = (patch: Partial<TAdminTableState>, mode: 'push' | 'replace' = 'push') =>
    writeState({ ...state, page: 1, ...patch }, mode);

  // Until React has hydrated, typing would only change the server-rendered DOM and be lost: the box
  // stays read-only for that moment (a user never notices; a test's fill waits for it).
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Search: typed into local state, written to the URL (replace, not push) once typing pauses.
  const [searchInput, setSearchInput] = useState(state.q);
  const [debouncedSearch] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const lastWrittenQ = useRef(state.q);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes the URL
  useEffect(() => {
    if (debouncedSearch.trim() === state.q.trim()) return;
    lastWrittenQ.current = debouncedSearch;
    update({ q: debouncedSearch }, 'replace');
  }, [debouncedSearch]);
  useEffect(() => {
    // The URL changed under us (back button, a link): show its search text.
    if (state.q !== lastWrittenQ.current) {
      lastWrittenQ.current = state.q;
      setSearchInput(state.q);
    }
  }, [state.q]);

  const data = list.data;
  const docs = data?.docs ?? [];
  const pagination = data?.pagination;

  // A page past the end (rows deleted, filter narrowed) moves to the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to the answer only
  useEffect(() => {
    if (pagination && !list.isPlaceholderData && state.page > pagination.totalPages) {
      update({ page: pagination.totalPages }, 'replace');
    }
  }, [pagination, list.isPlaceholderData]);

  const isFiltered =
    state.q.trim() !== '' ||
    filters.some((f) =>
      f.type === 'tabs'
        ? state.filters[f.key] !== tabsDefault(f) && state.filters[f.key] !== ALL
        : f.type === 'select'
          ? Boolean(state.filters[f.key])
          : Boolean(state.filters[f.fromKey] || state.filters[f.toKey]),
    );

  function clearAll() {
    setSearchInput('');
    lastWrittenQ.current = '';
    writeState({ page: 1, q: '', sort: state.sort, filters: {} });
  }

  const [exporting, setExporting] = useState(false);
  const csvColumns = allColumns.filter((c) => c.csv);
  async function exportCsv() {
    setExporting(true);
    try {
      const rows: TCsvValue[][] = [];
      let total = 0;
      for (let page = 1; rows.length < CSV_MAX_ROWS; page++) {
        const res = await loadPage({ ...apiQuery, page, limit: CSV_PAGE_LIMIT });
        total = res.pagination.total;
        for (const row of res.docs) rows.push(csvColumns.map((c) => c.csv?.(row)));
        if (res.docs.length === 0 || page >= res.pagination.totalPages) break;
      }
      const kept = rows.slice(0, CSV_MAX_ROWS);
      const csv = buildCsv(
        csvColumns.map((c) => c.csvHeader ?? c.header),
        kept,
      );
      const fileName = toCsvFileName(props.csvFileName ?? 'export');
      downloadText(csv, fileName);
      notifications.show({
        color: 'teal',
        title: 'Export ready',
        message:
          total > kept.length
            ? `${fileName}: the first ${kept.length.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows`
            : `${fileName}: ${kept.length.toLocaleString('en-IN')} ${kept.length === 1 ? 'row' : 'rows'}`,
        autoClose: 4000,
        withBorder: true,
      });
    } catch (err) {
      showErrorToast(err);
    } finally {
      setExporting(false);
    }
  }

  const from = pagination && pagination.total > 0 ? (pagination.page - 1) * pagination.limit + 1 : 0;
  const to = pagination ? Math.min(pagination.page * pagination.limit, pagination.total) : 0;
  const tabsFilters = filters.filter((f) => f.type === 'tabs');
  const otherFilters = filters.filter((f) => f.type !== 'tabs');
  const showExport = Boolean(props.csvFileName) && csvColumns.length > 0;
  const columnCount = columns.length + (rowActions ? 1 : 0);

  return (
    <Stack gap="md">
      {tabsFilters.map((filter) => (
        <Tabs
          key={filter.key}
          value={state.filters[filter.key] ?? tabsDefault(filter)}
          onChange={(value) =>
            update({ filters: { ...state.filters, [filter.key]: value ?? tabsDefault(filter) } })
          }
          aria-label={filter.label}
        >
          <TabsScroller
            active={state.filters[filter.key] ?? tabsDefault(filter)}
            hasCounts={Boolean(data?.counts)}
          >
            <Tabs.List style={{ flexWrap: 'nowrap', flexGrow: 1 }}>
              {filter.options.map((option) => {
                const count = data?.counts?.[filter.key]?.[option.value];
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
          </TabsScroller>
        </Tabs>
      ))}

      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
        <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: '1 1 auto' }}>
          {searchPlaceholder !== undefined ? (
            <TextInput
              aria-label={props.searchLabel ?? `Search ${label.toLowerCase()}`}
              placeholder={searchPlaceholder}
              leftSection={<IconSearch size={16} />}
              value={searchInput}
              onChange={(event) => setSearchInput(event.currentTarget.value)}
              readOnly={!isHydrated}
              w={{ base: '100%', sm: 280 }}
            />
          ) : null}
          {otherFilters.map((filter) =>
            filter.type === 'select' ? (
              <Select
                key={filter.key}
                aria-label={filter.label}
                placeholder={filter.placeholder ?? filter.label}
                data={filter.options}
                value={state.filters[filter.key] ?? null}
                onChange={(value) => update({ filters: { ...state.filters, [filter.key]: value ?? '' } })}
                clearable
                w={{ base: '100%', xs: 200 }}
                comboboxProps={{ withinPortal: true }}
              />
            ) : filter.type === 'dateRange' ? (
              <Group key={filter.fromKey} gap="xs" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
                <TextInput
                  type="date"
                  aria-label={`${filter.label} from`}
                  value={state.filters[filter.fromKey] ?? ''}
                  max={state.filters[filter.toKey]}
                  onChange={(event) =>
                    update({ filters: { ...state.filters, [filter.fromKey]: event.currentTarget.value } })
                  }
                  style={{ flex: 1 }}
                />
                <Text size="sm" c="dimmed">
                  to
                </Text>
                <TextInput
                  type="date"
                  aria-label={`${filter.label} to`}
                  value={state.filters[filter.toKey] ?? ''}
                  min={state.filters[filter.fromKey]}
                  onChange={(event) =>
                    update({ filters: { ...state.filters, [filter.toKey]: event.currentTarget.value } })
                  }
                  style={{ flex: 1 }}
                />
              </Group>
            ) : null,
          )}
        </Group>
        {showExport || props.toolbar ? (
          <Group gap="sm">
            {props.toolbar}
            {showExport ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={exporting}
                disabled={!pagination || pagination.total === 0}
                onClick={exportCsv}
              >
                Export CSV
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>

      {list.isError && !data ? (
        <Stack gap="sm" align="flex-start">
          <LoadError what={label.toLowerCase()} />
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => list.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          {/* Columns past the edge: a scrollbar that stays (type auto, not on hover only) and a fade. */}
          <Box pos="relative">
            <Table.ScrollContainer
              minWidth={minWidth}
              scrollAreaProps={{ type: 'auto', viewportRef: scrollEdges.ref }}
            >
              <Table
                verticalSpacing="sm"
                highlightOnHover={Boolean(onRowClick)}
                aria-label={label}
                aria-busy={list.isFetching}
                style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
              >
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <HeaderCell
                        key={column.key}
                        column={column}
                        sort={state.sort}
                        onSort={(sortKey) => update({ sort: nextSort(state.sort, sortKey) })}
                      />
                    ))}
                    {rowActions ? <Table.Th ta="right">Actions</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.isPending ? (
                    <TableSkeletonRows columns={columnCount} rows={Math.min(limit, 8)} />
                  ) : (
                    docs.map((row) => (
                      <Table.Tr
                        key={rowKey(row)}
                        data-testid={props.rowTestId}
                        {...(onRowClick
                          ? {
                              onClick: () => onRowClick(row),
                              onKeyDown: (event: KeyboardEvent) => {
                                if (event.target !== event.currentTarget) return;
                                if (event.key === 'Enter' || event.key === ' ') {
                                  event.preventDefault();
                                  onRowClick(row);
                                }
                              },
                              tabIndex: 0,
                              style: { cursor: 'pointer' },
                            }
                          : {})}
                      >
                        {columns.map((column) => (
                          <Table.Td key={column.key} ta={column.align} style={nowrapStyle(column)}>
                            {column.render?.(row)}
                          </Table.Td>
                        ))}
                        {rowActions ? (
                          <Table.Td ta="right" onClick={(event) => event.stopPropagation()}>
                            <Group gap="xs" justify="flex-end" wrap="nowrap">
                              {rowActions(row)}
                            </Group>
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {(['start', 'end'] as const).map((edge) =>
              (edge === 'start' ? scrollEdges.canScrollStart : scrollEdges.canScrollEnd) ? (
                <Box
                  key={edge}
                  aria-hidden
                  style={{
                    ...FADE,
                    [edge === 'start' ? 'left' : 'right']: 0,
                    background: `linear-gradient(to ${edge === 'start' ? 'right' : 'left'}, var(--mantine-color-body), transparent)`,
                  }}
                />
              ) : null,
            )}
          </Box>
          {!list.isPending && docs.length === 0 ? (
            <Center py="xl" px="md">
              <Stack align="center" gap="xs">
                <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                  {props.emptyState?.icon ?? <IconInbox size={26} />}
                </ThemeIcon>
                <Text fw={600}>
                  {isFiltered ? 'Nothing matches' : (props.emptyState?.title ?? 'Nothing here yet')}
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {isFiltered
                    ? 'Try other words or clear the filters.'
                    : (props.emptyState?.description ?? 'Entries will show up here.')}
                </Text>
                {isFiltered ? (
                  <Button variant="light" size="xs" onClick={clearAll}>
                    Clear search and filters
                  </Button>
                ) : null}
              </Stack>
            </Center>
          ) : null}
        </Paper>
      )}

      {pagination && pagination.total > 0 ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="admin-table-range">
            {describeRange({ from, to, total: pagination.total }, props.itemsLabel)}
          </Text>
          {pagination.totalPages > 1 ? (
            <Pagination
              value={state.page}
              onChange={(page) => writeState({ ...state, page })}
              total={pagination.totalPages}
              size="sm"
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
              })}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
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
    <Scroller ref={ref} styles={{ content: { minWidth: '100%' } }}>
      {children}
    </Scroller>
  );
}

function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  column: TAdminTableColumn<T>;
  sort: string | undefined;
  onSort: (sortKey: string) => void;
}) {
  if (!column.sortKey) {
    return (
      <Table.Th ta={column.align} w={column.width} style={nowrapStyle(column)}>
        {column.header}
      </Table.Th>
    );
  }
  const { sortKey } = column;
  const direction = sortDirection(sort, sortKey);
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      ta={column.align}
      w={column.width}
      style={nowrapStyle(column)}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        aria-label={`Sort by ${column.header}`}
      >
        {column.header}
        <Icon size={14} stroke={1.8} aria-hidden="true" style={{ opacity: direction ? 1 : 0.5 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** "Rs. 21,76,804.30" stays on one line: the table scrolls instead of wrapping the amount. */
function nowrapStyle<T>(column: TAdminTableColumn<T>): CSSProperties | undefined {
  return (column.nowrap ?? column.align === 'right') ? NOWRAP : undefined;
}

function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
