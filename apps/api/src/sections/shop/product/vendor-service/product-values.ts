import {
  PRODUCT_DESCRIPTION_MAX,
  type TVendorProductDetail,
  type TVendorProductInput,
  type TVendorProductRow,
  type ZVendorProductListQuery,
} from '@bazaar/shared/product';
import type { z } from 'zod';
import type { ProductVariantRow, VendorRow } from '../../../../db/schema/shop.ts';
import { AppError, fieldError } from '../../../../lib/app-error.ts';
import type { AppDeps } from '../../../../lib/deps.ts';
import { toImageUrl } from '../../../../lib/images.ts';
import { toVariantDto } from '../service.ts';
import * as repo from '../vendor-repo.ts';

export type Deps = Pick<
  AppDeps,
  'db' | 'imageBaseUrl' | 'uploadsDir' | 'catalogCache' | 'searchVocabularyCache' | 'listingEvents'
>;
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

export function toDetailDto(
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
    variants: variants.map(toVariantDto),
  };
}

export function assertMayPublish(vendor: VendorRow): void {
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

export async function checkCategory(deps: Deps, categoryId: string, currentCategoryId: string | null) {
  const category = await repo.findCategory(deps.db, categoryId);
  const usable = category?.section === 'shop' && (category.isActive || category.id === currentCategoryId);
  if (!usable) throw fieldError('categoryId', 'Choose a category from the list');
}

/** `base`, else the lowest free `base-N`. */
export function pickFreeSlug(base: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Price, MRP and stock of the product: its own, or with variants the cheapest price and the total stock. */
export function productTotals(input: TVendorProductInput): {
  price: number;
  mrp: number | null;
  stock: number;
} {
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

export function productValues(input: TVendorProductInput, images: string[]) {
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

export async function loadDetail(deps: Deps, id: string, vendorId: string): Promise<TVendorProductDetail> {
  const row = await repo.findProductOfVendor(deps.db, id, vendorId);
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  const variants = await repo.listVariantsOf(deps.db, id);
  return toDetailDto(row, variants, deps.imageBaseUrl);
}
