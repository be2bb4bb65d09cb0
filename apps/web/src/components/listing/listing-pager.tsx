'use client';

import type { TPagination } from '@bazaar/shared/pagination';
import { Group, Pagination } from '@mantine/core';

/**
 * "1,234", or "1,000+" when the API stopped counting (big lists count only what the pager needs).
 */
export function countLabel(pagination: TPagination): string {
  return `${pagination.total.toLocaleString('en-IN')}${pagination.totalIsCapped ? '+' : ''}`;
}

/** The pager under a listing; nothing when everything fits on one page. */
export function ListingPager({
  pagination,
  onChange,
}: {
  pagination: Pick<TPagination, 'page' | 'totalPages'>;
  onChange: (page: number) => void;
}) {
  if (pagination.totalPages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pagination.totalPages}
        value={pagination.page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
        })}
      />
    </Group>
  );
}
