import { expect } from 'vitest';
import { COUNT_AHEAD, countedRows, LISTED_COUNT_SLACK } from '../src/lib/list-query.ts';

type ListingPage = { docs: { id: string }[]; total: number; isTotalCapped: boolean };

/** The page size the check reads with. */
const LIMIT = 2;

/**
 * A plain listing (no filter, no words) of `listed` rows, its last page read three ways (decision
 * 061): counted, whose count reaches the end and is read whole; with a cached listed count far past it
 * (the same rows, the count known to pass the cap, so not read); with one just too small to say so
 * (counted again). `read(page, limit, listed?)` reads one page of the listing's repo. Answers the page,
 * for the caller to ask the API for it too.
 */
export async function expectPageReadWithoutItsCount(
  read: (page: number, limit: number, listed?: number) => Promise<ListingPage>,
  listed: number,
): Promise<{ page: number; limit: number }> {
  const page = Math.ceil(listed / LIMIT);
  const offset = (page - 1) * LIMIT;
  const counted = await read(page, LIMIT);
  expect(counted).toMatchObject({ total: listed, isTotalCapped: false });
  const known = await read(page, LIMIT, 1_000_000);
  expect(known.docs.map((d) => d.id)).toEqual(counted.docs.map((d) => d.id));
  expect(known).toMatchObject({ total: offset + COUNT_AHEAD, isTotalCapped: true });
  expect(await read(page, LIMIT, countedRows(offset) + LISTED_COUNT_SLACK - 1)).toEqual(counted);
  return { page, limit: LIMIT };
}
