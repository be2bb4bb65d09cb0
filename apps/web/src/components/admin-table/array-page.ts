import { buildPagination } from '@bazaar/shared/pagination';
import type { TAdminTablePage, TApiQuery } from './types';

/**
 * One page of a short list the API answers whole (the team, the partners), searched and paged in the
 * browser the way a list endpoint would: `search` matches `text(row)` ignoring case.
 */
export function pageOfArray<T>(
  items: readonly T[],
  query: TApiQuery,
  text: (row: T) => string,
): TAdminTablePage<T> {
  const search = String(query.search ?? '')
    .trim()
    .toLowerCase();
  const found = search ? items.filter((row) => text(row).toLowerCase().includes(search)) : [...items];
  const page = Math.max(1, Number(query.page ?? 1));
  const limit = Math.max(1, Number(query.limit ?? 20));
  return {
    docs: found.slice((page - 1) * limit, page * limit),
    pagination: buildPagination(page, limit, found.length),
  };
}
