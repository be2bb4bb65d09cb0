'use client';

import {
  Box,
  Button,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery, useScroller } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconInbox, IconSelector } from '@tabler/icons-react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { TableSkeletonRows } from '@/components/table-states';
import { ThemeIcon } from '@/components/theme-icon';
import type { TAdminTableColumn } from './types';
import { sortDirection } from './url-state';

const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };
/** The shade over the edge a table scrolls towards; clicks go through it. */
const FADE: CSSProperties = { position: 'absolute', top: 0, bottom: 0, width: 32, pointerEvents: 'none' };

export type TEmptyState = { title: string; description?: string; icon?: ReactNode };

/**
 * The table in its box: sortable headers, the rows (skeletons while the first page loads), an actions
 * column, and what shows when there are no rows. Past `minWidth` the table scrolls sideways inside the
 * box with a scrollbar in sight and a fade over the cut-off edge.
 */
export function TableBody<T>(props: {
  label: string;
  /** The visible columns (no `csvOnly` ones). */
  columns: TAdminTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** One card per row below the `sm` breakpoint (see AdminTable). */
  cardsOnPhone?: boolean;
  rowActions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  sort: string | undefined;
  onSort: (sortKey: string) => void;
  minWidth: number;
  skeletonRows: number;
  isPending: boolean;
  isFetching: boolean;
  /** The previous answer is on screen while the next loads: dimmed. */
  isStale: boolean;
  empty: { isFiltered: boolean; onClear: () => void; state?: TEmptyState };
}) {
  const { columns, rowActions, onRowClick } = props;
  const scrollEdges = useScroller({ draggable: false });
  const columnCount = columns.length + (rowActions ? 1 : 0);
  // Below Mantine's `sm` (48em), where the back offices' menu folds into the burger.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  if (props.cardsOnPhone && isPhone && !props.isPending) return <RowCards {...props} />;
  return (
    <Paper withBorder radius="md">
      {/* Columns past the edge: a scrollbar that stays (type auto, not on hover only) and a fade. */}
      <Box pos="relative">
        <Table.ScrollContainer
          minWidth={props.minWidth}
          // Focusable, so a keyboard can scroll a table whose rows hold nothing to focus.
          scrollAreaProps={{
            type: 'auto',
            viewportRef: scrollEdges.ref,
            viewportProps: { tabIndex: 0, role: 'group', 'aria-label': props.label },
          }}
        >
          <Table
            verticalSpacing="sm"
            highlightOnHover={Boolean(onRowClick)}
            aria-label={props.label}
            aria-busy={props.isFetching}
            style={{ opacity: props.isStale ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <HeaderCell key={column.key} column={column} sort={props.sort} onSort={props.onSort} />
                ))}
                {rowActions ? <Table.Th ta="right">Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.isPending ? (
                <TableSkeletonRows columns={columnCount} rows={props.skeletonRows} />
              ) : (
                props.rows.map((row) => (
                  <Table.Tr
                    key={props.rowKey(row)}
                    data-testid={props.rowTestId}
                    {...(onRowClick ? clickableRow(() => onRowClick(row)) : {})}
                  >
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={column.align} style={nowrapStyle(column)}>
                        {column.render?.(row)}
                      </Table.Td>
                    ))}
                    {rowActions ? (
                      // A click on a button in the row is not a click on the row.
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
      {!props.isPending && props.rows.length === 0 ? <EmptyState {...props.empty} /> : null}
    </Paper>
  );
}

/**
 * The rows as cards on a phone: the first column heads each card, the others follow as named pairs
 * (two to a line), then the actions; nothing sits off-screen. Sorting stays with the table's headers.
 */
function RowCards<T>(props: Parameters<typeof TableBody<T>>[0]) {
  const [head, ...rest] = props.columns;
  const { rowActions, onRowClick } = props;
  return (
    <Box>
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        aria-label={props.label}
        aria-busy={props.isFetching}
        style={{ listStyle: 'none', opacity: props.isStale ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {props.rows.map((row) => (
          <Paper
            key={props.rowKey(row)}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid={props.rowTestId}
            {...(onRowClick ? clickableRow(() => onRowClick(row)) : {})}
          >
            {head ? <Box fz="sm">{head.render?.(row)}</Box> : null}
            <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={8} mt="sm" mb={0}>
              {rest.map((column) => (
                <Box key={column.key} miw={0} style={column.cardWide ? { gridColumn: '1 / -1' } : undefined}>
                  <Text component="dt" size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Box component="dd" m={0} fz="sm">
                    {column.render?.(row)}
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
            {rowActions ? (
              // A click on a button in the card is not a click on the card.
              <Group gap="xs" mt="sm" justify="flex-end" onClick={(event) => event.stopPropagation()}>
                {rowActions(row)}
              </Group>
            ) : null}
          </Paper>
        ))}
      </Stack>
      {props.rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState {...props.empty} />
        </Paper>
      ) : null}
    </Box>
  );
}

/** A row that opens with a click, or with Enter or Space once focused. */
function clickableRow(open: () => void) {
  return {
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}

function EmptyState({
  isFiltered,
  onClear,
  state,
}: {
  isFiltered: boolean;
  onClear: () => void;
  state?: TEmptyState;
}) {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          {state?.icon ?? <IconInbox aria-hidden size={26} />}
        </ThemeIcon>
        <Text fw={600}>{isFiltered ? 'Nothing matches' : (state?.title ?? 'Nothing here yet')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {isFiltered
            ? 'Try other words or clear the filters.'
            : (state?.description ?? 'Entries will show up here.')}
        </Text>
        {isFiltered ? (
          <Button variant="light" size="xs" onClick={onClear}>
            Clear search and filters
          </Button>
        ) : null}
      </Stack>
    </Center>
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
