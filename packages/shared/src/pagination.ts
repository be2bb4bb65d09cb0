import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './constants.ts';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  nextPage: z.number().int().nullable(),
  prevPage: z.number().int().nullable(),
  /**
   * Set (true) when counting stopped early: `total` is then a lower bound ("1,000+") and
   * `totalPages` covers the pages counted so far. Big public lists count only what a pager needs.
   */
  totalIsCapped: z.boolean().optional(),
});
export type TPagination = z.infer<typeof ZPagination>;

/** `{ docs, pagination }`: the one list shape (docs/product-rules.md "API conventions"). */
export const paginated = <T extends z.ZodType>(doc: T) =>
  z.object({ docs: z.array(doc), pagination: ZPagination });

/**
 * Builds the pagination block from a page, a limit and a total count; `isCapped` when the count
 * stopped at a cap (the total is then "at least", and there is always a next page to the cap's end).
 */
export function buildPagination(page: number, limit: number, total: number, isCapped = false): TPagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    page,
    limit,
    total,
    totalPages,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    ...(isCapped ? { totalIsCapped: true } : {}),
  };
}

/** A write that answers only what to tell the user (deletes, password mail). */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** Wraps a successful write: `{ title?, message, data }` (docs/product-rules.md "API conventions"). */
export const writeResult = <T extends z.ZodType>(data: T) =>
  z.object({ title: z.string().optional(), message: z.string(), data });
