/**
 * What "Export CSV" writes: every row the table's search and filters match (not only the page on
 * screen), fetched page by page. Pure, so it is unit-tested without a browser.
 */

import { formatCount } from '@/lib/format';
import { buildCsv, type TCsvValue } from './csv';
import type { TAdminTableColumn, TApiQuery, TLoadPage } from './types';

/** The API's largest page. */
export const CSV_PAGE_LIMIT = 100;
/** Past this the file would take long to build and rarely opens well in a spreadsheet. */
export const CSV_MAX_ROWS = 10_000;

/** The columns that go into the file: those with a `csv` value, shown or `csvOnly`. */
export function csvColumnsOf<T>(columns: readonly TAdminTableColumn<T>[]): TAdminTableColumn<T>[] {
  return columns.filter((column) => column.csv);
}

/**
 * Loads the rows for `query` (its page and limit are replaced) until the last page or `maxRows`, and
 * builds the file. `rowCount` is what the file holds; `total` what the API counted.
 */
export async function buildCsvExport<T>(
  loadPage: TLoadPage<T>,
  query: TApiQuery,
  columns: readonly TAdminTableColumn<T>[],
  maxRows = CSV_MAX_ROWS,
): Promise<{ csv: string; rowCount: number; total: number }> {
  const csvColumns = csvColumnsOf(columns);
  const rows: TCsvValue[][] = [];
  let total = 0;
  for (let page = 1; rows.length < maxRows; page++) {
    const res = await loadPage({ ...query, page, limit: CSV_PAGE_LIMIT });
    total = res.pagination.total;
    for (const row of res.docs) rows.push(csvColumns.map((column) => column.csv?.(row)));
    if (res.docs.length === 0 || page >= res.pagination.totalPages) break;
  }
  const kept = rows.slice(0, maxRows);
  const csv = buildCsv(
    csvColumns.map((column) => column.csvHeader ?? column.header),
    kept,
  );
  return { csv, rowCount: kept.length, total };
}

/** The toast after an export: `orders-2026-11-21.csv: 12 rows`, or which part of a longer list it holds. */
export function describeCsvExport(fileName: string, rowCount: number, total: number): string {
  const count = formatCount;
  return total > rowCount
    ? `${fileName}: the first ${count(rowCount)} of ${count(total)} rows`
    : `${fileName}: ${count(rowCount)} ${rowCount === 1 ? 'row' : 'rows'}`;
}
