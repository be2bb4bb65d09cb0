import {
  PRODUCT_DESCRIPTION_MAX,
  type TProductStatus,
  type TVendorProductDetail,
  type TVendorProductInput,
  type TVendorProductListResponse,
  type TVendorProductRow,
  type ZVendorProductListQuery,
} from '@bazaar/shared/product';
import type { z } from 'zod';
import type { ProductVariantRow, VendorRow } from '../../db/schema/shop.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { toImageUrl } from '../../lib/images.ts';
import { toPage } from '../../lib/list-query.ts';
import { slugify } from '../../lib/slug.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { checkUploadRefs } from '../upload/refs.ts';
import * as repo from './vendor-repo.ts';

type Deps = Pick<AppDeps, 'db' | 'imageBaseUrl' | 'uploadsDir' | 'catalogCache'>;
export type VendorProductListInput = z.output<typeof ZVendorProductListQuery>;

export function toBackOfficeRowDto(row: repo.BackOfficeRow, imageBaseUrl: string): TVendorProductRow {
  const p = row.product;
  return {
    _id: p.id,
    name: p.name,
    slug: p.slug,
    image: toImageUrl(p.images[0] ?? null, imageBaseUrl),
    price: p.price,
    mrp: p.mrp,
    stock: p.stock,
    sku: p.sku,
    status: p.status,
    isHidden: p.isHidden,
    isFeatured: p.isFeatured,
    soldCount: p.soldCount,
    rating: Number(p.ratingAvg),
    ratingCount: p.ratingCount,
    variantCount: Number(row.variantCount),
    category: { _id: p.categoryId, name: row.categoryName },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function toDetailDto(
  row: repo.BackOfficeRow,
  variants: ProductVariantRow[],
  imageBaseUrl: string,
): TVendorProductDetail {
  const p = row.product;
  return {
    ...toBackOfficeRowDto(row, imageBaseUrl),
    description: p.description,
    images: p.images.map((i) => toImageUrl(i, imageBaseUrl)).filter((u): u is string => !!u),
    brand: p.brand,
    categoryId: p.categoryId,
    specs: p.specs,
    variants: variants.map((v) => ({
      _id: v.id,
      options: v.options,
      price: v.price,
      mrp: v.mrp,
      stock: v.stock,
      sku: v.sku,
    })),
  };
}

function assertMayPublish(vendor: VendorRow): void {
  if (vendor.status === 'suspended') {
    throw new AppError(
      'BUSINESS_RULE',
      'Your store is suspended: you can save drafts, and publish again once an admin restores it',
    );
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * Descriptions are stored as plain text (no HTML sanitizer is installed, and plain text can never
 * carry a script): block tags become line breaks, every other tag is dropped.
 */
export function toPlainText(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function checkCategory(deps: Deps, categoryId: string, currentCategoryId: string | null) {
  const category = await repo.findCategory(deps.db, categoryId);
  const usable = category?.section === 'shop' && (category.isActive || category.id === currentCategoryId);
  if (!usable) throw fieldError('categoryId', 'Choose a category from the list');
}

/** `base`, else the lowest free `base-N`. */
function pickFreeSlug(base: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Price, MRP and stock of the product: its own, or with variants the cheapest price and the total stock. */
function productTotals(input: TVendorProductInput): { price: number; mrp: number | null; stock: number } {
  if (input.variants.length === 0) {
    return { price: input.price ?? 0, mrp: input.mrp, stock: input.stock ?? 0 };
  }
  const cheapest = input.variants.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    price: cheapest.price,
    mrp: cheapest.mrp,
    stock: input.variants.reduce((sum, v) => sum + v.stock, 0),
  };
}

function productValues(input: TVendorProductInput, images: string[]) {
  const description = toPlainText(input.description);
  if (description.length > PRODUCT_DESCRIPTION_MAX) {
    throw fieldError('description', `Description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`);
  }
  return {
    name: input.name,
    categoryId: input.categoryId,
    description,
    images,
    brand: input.brand,
    sku: input.sku,
    specs: input.specs,
    status: input.status,
    ...productTotals(input),
  };
}

async function loadDetail(deps: Deps, id: string, vendorId: string): Promise<TVendorProductDetail> {
  const row = await repo.findProductOfVendor(deps.db, id, vendorId);
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  const variants = await repo.listVariantsOf(deps.db, id);
  return toDetailDto(row, variants, deps.imageBaseUrl);
}

/** GET /vendor/products: the store's own products, with counts per status for the tabs. */
export async function listMyProducts(
  deps: Deps,
  vendor: VendorRow,
  query: VendorProductListInput,
): Promise<TVendorProductListResponse> {
  const [page, counts] = await Promise.all([
    repo.listVendorProducts(deps.db, vendor.id, query),
    repo.countProductsByStatus(deps.db, vendor.id),
  ]);
  return {
    ...toPage(query, page, (d) => toBackOfficeRowDto(d, deps.imageBaseUrl)),
    counts: { status: { ...counts, all: counts.draft + counts.active + counts.archived } },
    canPublish: vendor.status === 'active',
  };
}

/** GET /vendor/products/:id: 404 for another store's product, so its existence never leaks. */
export async function getMyProduct(deps: Deps, vendor: VendorRow, id: string): Promise<TVendorProductDetail> {
  return loadDetail(deps, id, vendor.id);
}

/** POST /vendor/products. */
export async function createMyProduct(
  deps: Deps,
  vendor: VendorRow,
  input: TVendorProductInput,
): Promise<TVendorProductDetail> {
  if (input.status === 'active') assertMayPublish(vendor);
  const withId = input.variants.findIndex((v) => v._id);
  if (withId >= 0) throw fieldError(`variants.${withId}._id`, 'A new product has no variants yet');
  await checkCategory(deps, input.categoryId, null);
  const images = await checkUploadRefs(deps, input.images, { kind: 'image', field: 'images' });
  const values = productValues(input, images);
  const id = newId();
  const base = slugify(input.name, 80) || 'product';
  // Two stores adding the same name at once may pick the same free slug: the loser retries.
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.db.transaction(async (tx) => {
        const taken = await repo.listProductSlugsLike(tx, base);
        const slug = attempt === 1 ? pickFreeSlug(base, taken) : `${base}-${newId().slice(-6)}`;
        await repo.insertProduct(tx, { id, vendorId: vendor.id, slug, ...values });
        await repo.syncVariants(
          tx,
          id,
          input.variants.map((v) => ({
            id: newId(),
            isNew: true,
            options: v.options,
            price: v.price,
            mrp: v.mrp,
            stock: v.stock,
            sku: v.sku,
          })),
        );
      });
      break;
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err, 'products_slug_unique')) throw err;
    }
  }
  deps.catalogCache.clear();
  return loadDetail(deps, id, vendor.id);
}

/**
 * PUT /vendor/products/:id. Variants sent with their id keep it (cart lines reference them);
 * variants left out are deleted. The slug stays, so shared links keep working after a rename.
 */
export async function updateMyProduct(
  deps: Deps,
  vendor: VendorRow,
  id: string,
  input: TVendorProductInput,
): Promise<TVendorProductDetail> {
  const current = await repo.findProductOfVendor(deps.db, id, vendor.id);
  if (!current) throw new AppError('NOT_FOUND', 'Product not found');
  if (current.product.status === 'archived') {
    throw new AppError('CONFLICT', 'This product is archived: restore it before editing');
  }
  if (input.status === 'active') assertMayPublish(vendor);
  await checkCategory(deps, input.categoryId, current.product.categoryId);
  const images = await checkUploadRefs(deps, input.images, {
    kind: 'image',
    field: 'images',
    keep: current.product.images,
  });
  const values = productValues(input, images);

  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockProductOfVendor(tx, id, vendor.id);
    if (!locked) throw new AppError('NOT_FOUND', 'Product not found');
    if (locked.status === 'archived') {
      throw new AppError('CONFLICT', 'This product is archived: restore it before editing');
    }
    const sentIds = input.variants.flatMap((v) => (v._id ? [v._id] : []));
    const known = await repo.variantIdsOf(tx, id, sentIds);
    input.variants.forEach((v, i) => {
      if (v._id && !known.has(v._id)) {
        throw fieldError(`variants.${i}._id`, 'This variant is not part of the product');
      }
    });
    await repo.updateProduct(tx, id, values);
    await repo.syncVariants(
      tx,
      id,
      input.variants.map((v) => ({
        id: v._id ?? newId(),
        isNew: !v._id,
        options: v.options,
        price: v.price,
        mrp: v.mrp,
        stock: v.stock,
        sku: v.sku,
      })),
    );
  });
  deps.catalogCache.clear();
  return loadDetail(deps, id, vendor.id);
}

const STATUS_VERB: Record<TProductStatus, string> = {
  active: 'is published',
  draft: 'is now a draft',
  archived: 'is archived',
};

const ALREADY: Record<TProductStatus, string> = {
  active: 'This product is already published',
  draft: 'This product is already a draft',
  archived: 'This product is already archived',
};

/** PUT /vendor/products/:id/status: publish, unpublish, archive or restore (no delete: orders keep it). */
export async function setMyProductStatus(
  deps: Deps,
  vendor: VendorRow,
  id: string,
  status: TProductStatus,
): Promise<{ message: string; data: TVendorProductDetail }> {
  if (status === 'active') assertMayPublish(vendor);
  const changed = await repo.changeProductStatus(deps.db, id, vendor.id, status);
  if (changed) deps.catalogCache.clear();
  if (!changed) {
    const row = await repo.findProductOfVendor(deps.db, id, vendor.id);
    if (!row) throw new AppError('NOT_FOUND', 'Product not found');
    throw new AppError('CONFLICT', ALREADY[status]);
  }
  const data = await loadDetail(deps, id, vendor.id);
  return { message: `${data.name} ${STATUS_VERB[status]}`, data };
}
