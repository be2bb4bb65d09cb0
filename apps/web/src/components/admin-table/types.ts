import type { TPagination } from '@bazaar/shared/pagination';
import type { CSSProperties, ReactNode } from 'react';
import type { TCsvValue } from './csv';

export type TApiQuery = Record<string, string | number | undefined>;

/**
 * What a list endpoint answers (docs/product-rules.md "API conventions"), plus optional per-filter counts for
 * the tabs.
 */
export type TAdminTablePage<T> = {
  docs: T[];
  pagination: TPagination;
  /** `counts[filterKey][value]`: shown beside that tab (e.g. `{ status: { Pending: 3, all: 9 } }`). */
  counts?: Record<string, Record<string, number>>;
};

/** Loads one page of rows for the API query (page, limit, search, sort, filters). */
export type TLoadPage<T> = (query: TApiQuery, signal?: AbortSignal) => Promise<TAdminTablePage<T>>;

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
  /** On a phone's card (`cardsOnPhone`), the card's whole width instead of half: a subject, an answer. */
  cardWide?: boolean;
  /** The cell's CSV value; columns without it are left out of the export. */
  csv?: (row: T) => TCsvValue;
  csvHeader?: string;
};
