'use client';

import type { TPagination } from '@bazaar/shared/pagination';
import { Group, Pagination, Text } from '@mantine/core';
import { describeRange } from './range-label';

/** Under the table: "Showing 21–40 of 134 vendors" and, past one page, the page buttons. */
export function TableFooter({
  pagination,
  page,
  onPageChange,
  itemsLabel,
}: {
  pagination: TPagination;
  /** The page in the URL (the answer on screen may still be the previous one). */
  page: number;
  onPageChange: (page: number) => void;
  itemsLabel?: string;
}) {
  if (pagination.total === 0) return null;
  const from = (pagination.page - 1) * pagination.limit + 1;
  const to = Math.min(pagination.page * pagination.limit, pagination.total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="admin-table-range">
        {describeRange({ from, to, total: pagination.total }, itemsLabel)}
      </Text>
      {pagination.totalPages > 1 ? (
        <Pagination
          value={page}
          onChange={onPageChange}
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
  );
}
