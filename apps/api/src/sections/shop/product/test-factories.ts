import { randomUUID } from 'node:crypto';
import { createUser, type TestApp } from '../../../../test/helper.ts';
import {
  type CategoryRow,
  categories,
  type NewProductRow,
  type ProductRow,
  products,
  productVariants,
  type VendorRow,
  vendors,
} from '../../../db/schema/shop.ts';
import { newId } from '../../../lib/ids.ts';

/**
 * The factories write straight to the database, past the services that clear the catalogue
 * micro-cache and the search vocabulary: they clear both themselves, as a write through the API would.
 */
function catalogueChanged(t: TestApp): void {
  t.app.deps.catalogCache.clear();
  t.app.deps.searchVocabularyCache.clear();
}

/** A short random tag that keeps names and slugs unique across tests and runs. */
export function uniqueTag(): string {
  return randomUUID().replaceAll('-', '').slice(0, 10);
}

export async function createVendor(
  t: TestApp,
  opts: { status?: 'active' | 'suspended'; storeName?: string } = {},
): Promise<VendorRow> {
  const owner = await createUser(t, { roles: ['User', 'Vendor'] });
  const tag = uniqueTag();
  const [row] = await t.db
    .insert(vendors)
    .values({
      id: newId(),
      userId: owner.row.id,
      storeName: opts.storeName ?? `Store ${tag}`,
      slug: `store-${tag}`,
      logo: 'products/logo.webp',
      status: opts.status ?? 'active',
    })
    .returning();
  catalogueChanged(t);
  return row!;
}

export async function createCategory(
  t: TestApp,
  opts: {
    parentId?: string;
    name?: string;
    isActive?: boolean;
    sortOrder?: number;
    section?: 'shop' | 'task';
  } = {},
): Promise<CategoryRow> {
  const tag = uniqueTag();
  const [row] = await t.db
    .insert(categories)
    .values({
      id: newId(),
      section: opts.section ?? 'shop',
      name: opts.name ?? `Category ${tag}`,
      slug: `cat-${tag}`,
      parentId: opts.parentId ?? null,
      image: 'products/cat.webp',
      sortOrder: opts.sortOrder ?? 0,
      isActive: opts.isActive ?? true,
    })
    .returning();
  catalogueChanged(t);
  return row!;
}

type ProductInput = Partial<Omit<NewProductRow, 'vendorId' | 'categoryId'>> & {
  vendorId: string;
  categoryId: string;
  variants?: { options: Record<string, string>; price: number; stock: number }[];
};

/** An active, visible product unless told otherwise; slug made unique. */
export async function createProduct(t: TestApp, input: ProductInput): Promise<ProductRow> {
  const { variants, ...values } = input;
  const tag = uniqueTag();
  const name = values.name ?? `Product ${tag}`;
  const [row] = await t.db
    .insert(products)
    .values({
      id: newId(),
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${tag}`,
      description: 'A test product.',
      images: ['products/test-1.webp', 'products/test-2.webp'],
      price: 10_000,
      stock: 5,
      status: 'active',
      ...values,
    })
    .returning();
  if (variants?.length) {
    await t.db
      .insert(productVariants)
      .values(variants.map((v) => ({ id: newId(), productId: row!.id, sku: null, mrp: null, ...v })));
  }
  catalogueChanged(t);
  return row!;
}
