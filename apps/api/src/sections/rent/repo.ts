import type { TRentPeriod, TRentStatus, TRentType } from '@bazaar/shared/rent';
import { RENT_PERIOD_DAYS, RENT_PERIODS } from '@bazaar/shared/rent-constants';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { builtPerShape, type Executor } from '../../db/client.ts';
import {
  type NewRentListingRow,
  type RentListingRow,
  rentInquiries,
  rentListings,
} from '../../db/schema/rents.ts';
import { users } from '../../db/schema/users.ts';
import {
  type AdminListingTable,
  adminListingWhere,
  countAdminListingsByStatus as countAdminByStatus,
  readAdminListingPage,
} from '../../lib/admin-listing.ts';
import { countedPageSource, hasOnlyWords, orderBySort, readCountedPage } from '../../lib/list-query.ts';
import { exactTsqueryOf, type TsqueryText } from '../../lib/search/category-match.ts';
import type { TypeAheadListing } from '../../lib/search/type-ahead.ts';

/** What the public list shows: Active and not hidden. */
// Literals, not parameters: the list's plan is made once and must match its partial indexes (decision 025).
const isListed = sql`(${rentListings.isHidden} = false and ${rentListings.status} = 'Active')`;

/** Rent as the header's type-ahead reads it: listed rentals, newest first (the list's order). */
export const RENT_TYPE_AHEAD: TypeAheadListing = {
  table: rentListings,
  id: rentListings.id,
  title: rentListings.title,
  ref: rentListings.id,
  vector: rentListings.search,
  listed: isListed,
  order: [desc(rentListings.createdAt), desc(rentListings.id)],
};

// ─── People ───────────────────────────────────────────────────────────────────────────────────────

export type PersonRow = {
  id: string;
  fullName: string;
  email: string;
  image: string | null;
  createdAt: Date;
};

const personColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  image: users.image,
  createdAt: users.createdAt,
};

export async function findPeople(db: Executor, ids: string[]): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

// ─── Listings ─────────────────────────────────────────────────────────────────────────────────────

export async function findListing(db: Executor, id: string): Promise<RentListingRow | undefined> {
  const [row] = await db.select().from(rentListings).where(eq(rentListings.id, id)).limit(1);
  return row;
}

export async function insertListing(db: Executor, values: NewRentListingRow): Promise<void> {
  await db.insert(rentListings).values(values);
}

export async function updateListing(
  db: Executor,
  id: string,
  ownerId: string,
  values: Partial<NewRentListingRow>,
): Promise<boolean> {
  const rows = await db
    .update(rentListings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rentListings.id, id), eq(rentListings.ownerId, ownerId)))
    .returning({ id: rentListings.id });
  return rows.length > 0;
}

export async function setListingHidden(db: Executor, id: string, isHidden: boolean): Promise<boolean> {
  const rows = await db
    .update(rentListings)
    .set({ isHidden, updatedAt: new Date() })
    .where(eq(rentListings.id, id))
    .returning({ id: rentListings.id });
  return rows.length > 0;
}

/** Counts an inquiry on a listing still Active and visible (locking its row); false when it is not. */
export async function countInquiryOnActiveListing(db: Executor, listingId: string): Promise<boolean> {
  const rows = await db
    .update(rentListings)
    .set({ inquiriesCount: sql`${rentListings.inquiriesCount} + 1` })
    .where(and(eq(rentListings.id, listingId), isListed))
    .returning({ id: rentListings.id });
  return rows.length > 0;
}

/** The listings /sitemap.xml lists: every Active visible one, newest first. */
export async function listSitemapListings(db: Executor, limit: number) {
  return db
    .select({ id: rentListings.id, updatedAt: rentListings.updatedAt })
    .from(rentListings)
    .where(isListed)
    .orderBy(desc(rentListings.createdAt), desc(rentListings.id))
    .limit(limit);
}

/** How many listings the public list shows of each type (types with none are left out). */
export async function countListedByType(db: Executor): Promise<{ type: TRentType; count: number }[]> {
  return db
    .select({ type: rentListings.type, count: count() })
    .from(rentListings)
    .where(isListed)
    .groupBy(rentListings.type);
}

export type RentListFilters = {
  type?: TRentType | undefined;
  /** Any of these kinds (the places to live, for the rentals near a job). */
  types?: readonly TRentType[] | undefined;
  placeId?: string | undefined;
  period?: TRentPeriod | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  availableBy?: string | undefined;
};

function publicWhere(filters: RentListFilters, tsquery: TsqueryText | null): SQL {
  const conditions: (SQL | undefined)[] = [isListed];
  if (filters.type) conditions.push(eq(rentListings.type, filters.type));
  if (filters.types) conditions.push(inArray(rentListings.type, [...filters.types]));
  if (filters.placeId) conditions.push(arrayContains(rentListings.placePath, [filters.placeId]));
  if (filters.period) conditions.push(eq(rentListings.period, filters.period));
  if (filters.priceMin !== undefined) conditions.push(gte(rentListings.price, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(rentListings.price, filters.priceMax));
  if (filters.availableBy) conditions.push(lte(rentListings.availableFrom, filters.availableBy));
  if (tsquery) conditions.push(sql`${rentListings.search} @@ to_tsquery('simple', ${tsquery})`);
  return and(...conditions) as SQL;
}

export type PublicRentSort = 'newest' | 'price' | '-price' | 'available' | 'relevance';

/**
 * What a listing costs for a month (30 days): Rs. 1,800 a day sorts after Rs. 6,000 a month. Within one
 * period the order is the price's, so a list filtered to a period sorts by the price (and its index).
 */
const priceOfAMonth = sql`(${rentListings.price}::numeric * 30 / case ${rentListings.period} ${sql.join(
  RENT_PERIODS.map((period) => sql`when ${period} then ${sql.raw(String(RENT_PERIOD_DAYS[period]))}`),
  sql` `,
)} end)`;

type PublicRentListOptions = {
  filters: RentListFilters;
  tsquery: TsqueryText | null;
  exactTsquery: TsqueryText | null;
  sort: PublicRentSort;
  page: number;
  limit: number;
};

/** One page of the public list; exact words rank first in a search. Counting stops past the pager's need. */
export async function listPublicListings(
  db: Executor,
  opts: PublicRentListOptions,
): Promise<{
  docs: Omit<RentListingRow, 'search'>[];
  owners: Map<string, PersonRow>;
  total: number;
  isTotalCapped: boolean;
}> {
  const offset = (opts.page - 1) * opts.limit;
  // A search by its words alone is built once per sort and page, its words as placeholders: Drizzle
  // built it on every search of every section.
  const built =
    opts.tsquery && hasOnlyWords(opts.filters)
      ? searchQuery(db, { sort: opts.sort, offset, limit: opts.limit, exact: exactTsqueryOf(opts) !== null })
      : undefined;
  const found = built
    ? built.execute({ tsquery: opts.tsquery, exactTsquery: exactTsqueryOf(opts) })
    : pageSelect(db, opts, offset);
  const { rows, total, isTotalCapped } = await readCountedPage<{
    listing: Omit<RentListingRow, 'search'>;
    owner: PersonRow | null;
  }>(found, offset);
  return {
    docs: rows.map((r) => r.listing),
    // An owner whose account is gone reads as null here (the card says "Former user").
    owners: new Map(rows.flatMap((r) => (r.owner ? [[r.owner.id, r.owner] as const] : []))),
    total,
    isTotalCapped,
  };
}

/** A search by its words alone, built once per sort, page and ranking (decision 056). */
const searchQuery = builtPerShape(
  'rent_search',
  (db, shape: { sort: PublicRentSort; offset: number; limit: number; exact: boolean }, name) => {
    const opts: PublicRentListOptions = {
      filters: {},
      tsquery: sql.placeholder('tsquery'),
      exactTsquery: shape.exact ? sql.placeholder('exactTsquery') : null,
      sort: shape.sort,
      page: 1,
      limit: shape.limit,
    };
    return pageSelect(db, opts, shape.offset).prepare(name);
  },
);

/** The page's statement: its ids and capped count (countedPageSource), its listings and their owners. */
function pageSelect(db: Executor, opts: PublicRentListOptions, offset: number) {
  const where = publicWhere(opts.filters, opts.tsquery);
  const order: SQL[] = [];
  const exactTsquery = exactTsqueryOf(opts);
  if (opts.sort === 'relevance' && opts.tsquery) {
    // Words as typed before typo corrections, then the newest (no ts_rank: the vector has no
    // weights; decision 018).
    if (exactTsquery) order.push(sql`(${rentListings.search} @@ to_tsquery('simple', ${exactTsquery})) desc`);
  } else if (opts.sort === 'price' || opts.sort === '-price') {
    const price = opts.filters.period ? rentListings.price : priceOfAMonth;
    order.push(opts.sort === 'price' ? asc(price) : desc(price));
  } else if (opts.sort === 'available') order.push(asc(rentListings.availableFrom));
  order.push(desc(rentListings.createdAt), desc(rentListings.id));
  // The page's ids and the capped count in one pass, then the page's rows (lib/list-query.ts).
  const page = countedPageSource(
    db
      .select({ id: rentListings.id })
      .from(rentListings)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    { offset, limit: opts.limit, planOnce: hasOnlyWords(opts.filters) },
  );
  // Every column but the search vector, which no answer shows; the owners come with their listings
  // (a card names its owner), as the tasks' posters do.
  const { search: _searchVector, ...shownColumns } = getTableColumns(rentListings);
  return db
    .select({ listing: shownColumns, owner: personColumns, pageId: page.id, matches: page.matches })
    .from(page.source)
    .leftJoin(rentListings, eq(rentListings.id, page.id))
    .leftJoin(users, eq(users.id, rentListings.ownerId))
    .orderBy(...order);
}

/** The owner's listings in one state, newest first, with their open inquiries counted. */
export async function listOwnerListings(
  db: Executor,
  ownerId: string,
  status: TRentStatus,
  page: { page: number; limit: number },
): Promise<{ docs: (RentListingRow & { openInquiriesCount: number })[]; total: number }> {
  const where = and(eq(rentListings.ownerId, ownerId), eq(rentListings.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select({ listing: rentListings, openInquiriesCount: openInquiriesCountSql })
      .from(rentListings)
      .where(where)
      .orderBy(desc(rentListings.createdAt), desc(rentListings.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(rentListings).where(where),
  ]);
  return {
    docs: rows.map((r) => ({ ...r.listing, openInquiriesCount: Number(r.openInquiriesCount) })),
    total: total?.n ?? 0,
  };
}

const openInquiriesCountSql = sql<number>`(
  select count(*)::int from "rent_inquiries" i
  where i.listing_id = "rent_listings"."id" and i.status in ('New', 'Replied')
)`;

export async function countOpenInquiries(db: Executor, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rentInquiries)
    .where(and(eq(rentInquiries.listingId, listingId), inArray(rentInquiries.status, ['New', 'Replied'])));
  return row?.n ?? 0;
}

export async function countOwnerListingsByStatus(db: Executor, ownerId: string) {
  const rows = await db
    .select({ status: rentListings.status, n: count() })
    .from(rentListings)
    .where(eq(rentListings.ownerId, ownerId))
    .groupBy(rentListings.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export type AdminRentFilters = {
  search?: string | undefined;
  status?: TRentStatus | undefined;
  type?: TRentType | undefined;
  placeId?: string | undefined;
  hidden?: boolean | undefined;
};

const ADMIN_TABLE: AdminListingTable = {
  table: rentListings,
  title: rentListings.title,
  status: rentListings.status,
  isHidden: rentListings.isHidden,
  placePath: rentListings.placePath,
  personId: rentListings.ownerId,
};

function adminWhere(filters: AdminRentFilters, withStatus: boolean): SQL | undefined {
  const also = [filters.type ? eq(rentListings.type, filters.type) : undefined];
  return adminListingWhere(ADMIN_TABLE, filters, { withStatus, also });
}

export type AdminRentSort =
  | 'createdAt'
  | '-createdAt'
  | 'price'
  | '-price'
  | 'inquiriesCount'
  | '-inquiriesCount';

export async function listAdminListings(
  db: Executor,
  opts: { filters: AdminRentFilters; sort: AdminRentSort; page: number; limit: number },
): Promise<{ docs: RentListingRow[]; total: number }> {
  const where = adminWhere(opts.filters, true);
  const order = orderBySort(
    opts.sort,
    {
      createdAt: rentListings.createdAt,
      price: rentListings.price,
      inquiriesCount: rentListings.inquiriesCount,
    },
    { ties: [desc(rentListings.id)] },
  );
  return readAdminListingPage(db, ADMIN_TABLE, where, opts, (offset) =>
    db
      .select()
      .from(rentListings)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(offset),
  );
}

export function countAdminListingsByStatus(db: Executor, filters: AdminRentFilters) {
  return countAdminByStatus<TRentStatus>(db, ADMIN_TABLE, adminWhere(filters, false));
}
