import { PAGE_TAG, productPageTag, storePageTag } from '@bazaar/shared/page-cache';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { products, vendors } from '../../db/schema/shop.ts';
import { dataOf, idOf, type PagePurgeRule, type PagePurgeRules, UUID } from '../../lib/section.ts';

// The Shop's write routes and the cached pages each changes (docs/product-rules.md "Fast pages"):
// its part of PAGE_PURGE_RULES, through the section registry.

/** The pages of some products, by id. */
export async function productPageTags(db: Executor, candidates: readonly string[]): Promise<string[]> {
  const ids = candidates.filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  const rows = await db.select({ slug: products.slug }).from(products).where(inArray(products.id, ids));
  return rows.map((r) => productPageTag(r.slug));
}

/** The pages of the products in some orders (their stock changed). */
async function orderedProductTags(db: Executor, where: ReturnType<typeof eq>): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: products.slug })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(where);
  return rows.map((r) => productPageTag(r.slug));
}

/** A product changed: the lists, and its page under its old and its new address. */
const productChange: PagePurgeRule = {
  before: (request, db) => productPageTags(db, [idOf(request)]),
  after: (_request, answer) => {
    const { slug } = dataOf<{ slug: string }>(answer);
    return [PAGE_TAG.catalog, ...(slug ? [productPageTag(slug)] : [])];
  },
};

/** An order's stock came back (cancelled or returned): its products' pages. */
const restock: PagePurgeRule = {
  after: (request, _answer, db) => {
    const body = request.body as { status?: string } | undefined;
    const isRestock = !body?.status || body.status === 'Cancelled' || body.status === 'Returned';
    return isRestock ? orderedProductTags(db, eq(orders.id, idOf(request))) : [];
  },
};

/** The store pages of the stores selling some products (by product slug). */
export async function storeTagsOfProducts(db: Executor, productSlugs: string[]): Promise<string[]> {
  if (productSlugs.length === 0) return [];
  const rows = await db
    .selectDistinct({ slug: vendors.slug })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(inArray(products.slug, productSlugs));
  return rows.map((r) => storePageTag(r.slug));
}

/** A store's page by the store's id in the route. */
async function storeTagOfId(db: Executor, id: string): Promise<string[]> {
  const [row] = await db.select({ slug: vendors.slug }).from(vendors).where(eq(vendors.id, id)).limit(1);
  return row ? [storePageTag(row.slug)] : [];
}

/**
 * A review was written, answered, hidden or shown: the product's page (its rating and reviews) and
 * its store's page (the store's rating and newest reviews).
 */
const reviewChange: PagePurgeRule = {
  after: async (_request, answer, db) => {
    const slug = dataOf<{ product: { slug: string } }>(answer).product?.slug;
    return slug ? [productPageTag(slug), ...(await storeTagsOfProducts(db, [slug]))] : [];
  },
};

const everyProduct = (): string[] => [PAGE_TAG.catalog, PAGE_TAG.products];

export const SHOP_PAGE_PURGE_RULES: PagePurgeRules = {
  'POST /api/vendor/products': productChange,
  'PUT /api/vendor/products/:id': productChange,
  'PUT /api/vendor/products/:id/status': productChange,
  'PUT /api/admin/products/:id/flags': productChange,
  // A store's name and logo are on its cards and pages; a suspended store's products leave the shop
  // and its page goes. A store page's grid carries `catalog`, so every product change above reaches it.
  'PUT /api/vendor/profile': {
    after: (_request, answer) => {
      const { slug } = dataOf<{ slug: string }>(answer);
      return [...everyProduct(), PAGE_TAG.jobs, PAGE_TAG.jobPages, ...(slug ? [storePageTag(slug)] : [])];
    },
  },
  'PUT /api/admin/vendors/:id/status': {
    after: async (request, _answer, db) => [
      ...everyProduct(),
      PAGE_TAG.jobs,
      PAGE_TAG.jobPages,
      ...(await storeTagOfId(db, idOf(request))),
    ],
  },
  // Stock: a checkout takes it, a cancellation or return gives it back. The checkout records its
  // products' pages' purge itself, in the statement that writes its orders, from the cart it read:
  // reading them back from the orders, and a statement of its own, were two more in the busiest write.
  'POST /api/order/user/checkout': {},
  'PUT /api/order/user/orders/:id/cancel': restock,
  'PUT /api/vendor/orders/:id/status': restock,
  'PUT /api/admin/orders/:id/status': restock,
  'POST /api/order/user/reviews': reviewChange,
  'PUT /api/vendor/reviews/:id/reply': reviewChange,
  'PUT /api/admin/reviews/:id/visibility': reviewChange,
};
