// The product page's reads: a visible product with its variants, and its related products.
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { builtOnce, type Executor, plannedOnce } from '../../../db/client.ts';
import { categories, products, productVariants, vendors } from '../../../db/schema/shop.ts';
import { type ProductSummaryRow, summaryColumns } from './list-page.ts';
import { isVisibleProduct } from './repo.ts';

/** A variant as findVisibleProductBySlug answers it (read as JSON with the product). */
export type ProductPageVariant = {
  id: string;
  options: Record<string, string>;
  price: number;
  mrp: number | null;
  stock: number;
  sku: string | null;
};

/** The product page's statement, built once per database (builtOnce). */
const productPageQuery = builtOnce((db) =>
  db
    .select({
      ...summaryColumns,
      variants: sql<ProductPageVariant[]>`(select coalesce(json_agg(json_build_object(
          'id', v.id, 'options', v.options, 'price', v.price, 'mrp', v.mrp, 'stock', v.stock, 'sku', v.sku
        ) order by v.price, v.id), '[]'::json)
        from ${productVariants} v where v.product_id = ${products.id})`,
      description: products.description,
      brand: products.brand,
      sku: products.sku,
      specs: products.specs,
      status: products.status,
      createdAt: products.createdAt,
      rating1: products.rating1,
      rating2: products.rating2,
      rating3: products.rating3,
      rating4: products.rating4,
      rating5: products.rating5,
      sellerUserId: vendors.userId,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(plannedOnce(and(eq(products.slug, sql.placeholder('slug')), isVisibleProduct) as SQL))
    .prepare('product_page'),
);

/**
 * A visible product with everything the product page shows, its variants included (cheapest first),
 * in one query; or undefined.
 */
export async function findVisibleProductBySlug(db: Executor, slug: string) {
  const [row] = await productPageQuery(db).execute({ slug });
  return row;
}

/** The category of a visible product, or undefined when the product is not visible. */
export async function findVisibleProductCategory(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, id), isVisibleProduct));
  return row?.categoryId;
}

/** Best sellers of the same category, without the product itself. */
export async function listRelatedProducts(
  db: Executor,
  opts: { productId: string; categoryId: string; limit: number },
): Promise<ProductSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isVisibleProduct, eq(products.categoryId, opts.categoryId), ne(products.id, opts.productId)))
    .orderBy(desc(products.soldCount), desc(products.id))
    .limit(opts.limit);
}
